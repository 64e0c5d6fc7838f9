/**
 * A row id as written in a path: a positive whole number in plain decimal, as the API writes it. " 1", "+1",
 * "01", "1.0" and "1e0" are other spellings that must not name row 1.
 */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2147483647;

export function parsePathId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !CANONICAL_ID.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}
