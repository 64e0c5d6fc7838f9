const PHONE_PATTERN = /^\+?\d{10,15}$/;
// People type numbers with spaces, dashes, dots or brackets; those do not make a number invalid.
const PHONE_SEPARATORS = /[\s\-().]/g;

/** A phone is an optional + then 10 to 15 digits, as the server's account rules say (docs/rules.md). */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim().replace(PHONE_SEPARATORS, ''));
}

/** Keeps digits only, and gives a bare 10-digit (Indian) number the 91 country code, as the server stores it. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
