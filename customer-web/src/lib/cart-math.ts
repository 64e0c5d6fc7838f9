import { currentPricesIncludeTax, currentTaxRate } from './settings-store';
import type { Cart, CartLine } from './api-types';

function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function lineTotal(price: number, quantity: number): number {
  return (toPaise(price) * quantity) / 100;
}

/** How many items the lines hold, whatever they cost. */
export function itemCount(lines: Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Totals of a cart the browser holds (the guest cart), with the server's tax rule (docs/rules.md): the rate from
 * /settings, on top of prices or included in them, rounded half-up to the paisa. A signed-in cart's totals come
 * from the server.
 */
export function cartTotals(
  lines: Pick<CartLine, 'price' | 'quantity'>[],
  taxRate = currentTaxRate(),
  pricesIncludeTax = currentPricesIncludeTax(),
): Omit<Cart, 'items'> {
  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  // In basis points the products stay whole numbers, and paise are non-negative, so Math.round is exactly half-up.
  const basisPoints = Math.round(taxRate * 10_000);
  const taxPaise = pricesIncludeTax
    ? subtotalPaise - Math.round((subtotalPaise * 10_000) / (10_000 + basisPoints))
    : Math.round((subtotalPaise * basisPoints) / 10_000);
  return {
    count: itemCount(lines),
    subtotal: subtotalPaise / 100,
    tax: taxPaise / 100,
    total: (pricesIncludeTax ? subtotalPaise : subtotalPaise + taxPaise) / 100,
  };
}

export function cartOf(items: CartLine[], taxRate = currentTaxRate(), pricesIncludeTax = currentPricesIncludeTax()): Cart {
  return { items, ...cartTotals(items, taxRate, pricesIncludeTax) };
}
