const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (01–38), PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const SHAPE = /^(0[1-9]|[12]\d|3[0-8])[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character: base-36 values weighted 1, 2, 1, 2, … with each product's base-36 digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/** A GST identification number: its 15-character shape and its check character. */
export function isValidGstin(value: string): boolean {
  return SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
