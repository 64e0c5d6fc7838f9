/** Money is kept in integer paise; the API speaks rupees with two decimals. */
export const TAX_RATE_PERCENT = 8;

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** 8% of the subtotal, rounded half-up to the paisa. */
export function taxOnSubtotal(subtotalPaise: number): number {
  return Math.floor((subtotalPaise * TAX_RATE_PERCENT + 50) / 100);
}
