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
 * Every amount either app shows: the rupee sign, two decimals, the locale's grouping ('₹1,50,000.00' in en-IN), never
 * a dollar sign. Amounts the server sends as decimal strings are read as numbers; a missing one reads ₹0.00.
 */
export function formatRupees(amount: number | string | null | undefined, locale = 'en-IN'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return rupeesIn(locale).format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
