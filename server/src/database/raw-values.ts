/** A datetime read by a raw query: SQLite answers 'YYYY-MM-DD HH:MM:SS.SSS' (UTC text), MySQL a Date. */
export function rawInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** Counts and sums come back as strings from MySQL (bigint, decimal) and as null over no rows. */
export function rawNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
