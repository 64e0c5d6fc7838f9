/** What a form field shows for an optional number: '' for none. */
export function optionalNumberInput(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** What the server takes from an optional number field: null when left empty, else the number typed. */
export function optionalNumberValue(input: string): number | null {
  return input.trim() === '' ? null : Number(input);
}
