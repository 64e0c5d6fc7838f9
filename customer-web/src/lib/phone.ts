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

const INDIAN_MOBILE = /^91(\d{5})(\d{5})$/;

/**
 * How a stored phone (digits only, e.g. 919876543210) reads to people: +91 98765 43210. Other countries' numbers
 * get their + and stay ungrouped, since their grouping differs; anything else is shown as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  const stored = phone?.trim() ?? '';
  if (!/^\d{10,15}$/.test(stored)) return stored;
  const digits = stored.length === 10 ? `91${stored}` : stored;
  const indian = INDIAN_MOBILE.exec(digits);
  if (indian) return `+91 ${indian[1]} ${indian[2]}`;
  return `+${digits}`;
}
