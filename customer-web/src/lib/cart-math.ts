import type { Cart, CartLine } from './api-types';

/** Architecture section 3: tax and fees are 8% of the subtotal, rounded half-up to the paisa. */
export const TAX_RATE_PERCENT = 8;

function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function lineTotal(price: number, quantity: number): number {
  return (toPaise(price) * quantity) / 100;
}

/** Totals of a cart the browser holds (the guest cart); a signed-in cart's totals come from the server. */
export function cartTotals(lines: Pick<CartLine, 'price' | 'quantity'>[]): Omit<Cart, 'items'> {
  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  // Paise are whole and non-negative, so Math.round is exactly half-up here.
  const taxPaise = Math.round((subtotalPaise * TAX_RATE_PERCENT) / 100);
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalPaise / 100,
    tax: taxPaise / 100,
    total: (subtotalPaise + taxPaise) / 100,
  };
}

export function cartOf(items: CartLine[]): Cart {
  return { items, ...cartTotals(items) };
}
