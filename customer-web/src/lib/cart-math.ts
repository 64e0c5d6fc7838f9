import { currentTaxRate } from '../stores/settings-store';
import type { Cart, CartLine } from './api-types';

function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function lineTotal(price: number, quantity: number): number {
  return (toPaise(price) * quantity) / 100;
}

/**
 * Totals of a cart the browser holds (the guest cart), with the server's tax rule (docs/rules.md):
 * the rate from /settings, rounded half-up to the paisa. A signed-in cart's totals come from the server.
 */
export function cartTotals(lines: Pick<CartLine, 'price' | 'quantity'>[], taxRate = currentTaxRate()): Omit<Cart, 'items'> {
  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  // In basis points the product stays a whole number, and paise are non-negative, so Math.round is exactly half-up.
  const taxPaise = Math.round((subtotalPaise * Math.round(taxRate * 10_000)) / 10_000);
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalPaise / 100,
    tax: taxPaise / 100,
    total: (subtotalPaise + taxPaise) / 100,
  };
}

export function cartOf(items: CartLine[], taxRate = currentTaxRate()): Cart {
  return { items, ...cartTotals(items, taxRate) };
}
