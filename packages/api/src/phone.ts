const STORED_PHONE = /^\d{10,15}$/;
const INDIAN_MOBILE = /^91(\d{5})(\d{5})$/;

/**
 * How a stored phone (digits only, e.g. 919876543210) reads to people: +91 98765 43210. Other countries' numbers
 * get their + and stay ungrouped, since their grouping differs; anything else is shown as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  const stored = phone?.trim() ?? '';
  if (!STORED_PHONE.test(stored)) return stored;
  const digits = stored.length === 10 ? `91${stored}` : stored;
  const indian = INDIAN_MOBILE.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}
