const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Paise as an Indian bill writes rupees: 123456 → '₹1,234.56'. A module of its own because the PDF worker thread
 * loads it: it must not pull in the orders module behind buildInvoice.
 */
export function rupeesOnBill(paise: number): string {
  return `₹${grouping.format(paise / 100)}`;
}
