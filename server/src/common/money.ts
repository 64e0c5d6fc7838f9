/** Money is kept in integer paise; the API speaks rupees with two decimals (docs/rules.md). */
export const CURRENCY = 'INR';

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** An amount as a sentence says it: '₹300', '₹189.50'. */
export function rupeesText(paise: number): string {
  return `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;
}
