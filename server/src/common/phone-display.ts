/**
 * A stored phone number as people write it: an Indian number (stored as 91 and ten digits) as '+91 98765 43210',
 * any other as '+' and its digits; empty when there is none.
 */
export function phoneForPeople(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return `+${digits}`;
}
