/** Money is kept in integer paise; the API speaks rupees with two decimals (docs/rules.md). */
export const CURRENCY = 'INR';

/** Tax and fees on an order: a share of the subtotal, computed on the server; clients only display it. */
export const TAX_RATE_PERCENT = 8;
export const TAX_RATE = TAX_RATE_PERCENT / 100;
export const TAX_LABEL = `Tax (${TAX_RATE_PERCENT}%)`;

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** TAX_RATE_PERCENT of the subtotal, rounded half-up to the paisa. */
export function taxOnSubtotal(subtotalPaise: number): number {
  return Math.floor((subtotalPaise * TAX_RATE_PERCENT + 50) / 100);
}

/** An amount as a sentence says it: '₹300', '₹189.50'. */
export function rupeesText(paise: number): string {
  return `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;
}
