/** A CSV field: quoted when needed; a leading formula character is neutralised so spreadsheets show text, not run it. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}

/** Byte-order mark first so spreadsheet programs read the file as UTF-8 (₹, names in any script). */
export function csvDocument(rows: string[]): string {
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
