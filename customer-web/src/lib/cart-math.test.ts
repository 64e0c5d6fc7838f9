import { cartTotals, lineTotal } from './cart-math';

describe('cartTotals', () => {
  it('counts quantities and adds 8% tax to the subtotal', () => {
    const totals = cartTotals([
      { price: 120, quantity: 2 },
      { price: 99.5, quantity: 1 },
    ]);
    expect(totals).toEqual({ count: 3, subtotal: 339.5, tax: 27.16, total: 366.66 });
  });

  it('rounds the tax to the nearest paisa', () => {
    expect(cartTotals([{ price: 1.56, quantity: 1 }]).tax).toBe(0.12); // 12.48 paise
    expect(cartTotals([{ price: 0.19, quantity: 1 }]).tax).toBe(0.02); // 1.52 paise
    expect(cartTotals([{ price: 1.31, quantity: 5 }])).toMatchObject({ subtotal: 6.55, tax: 0.52, total: 7.07 });
  });

  it('shows the tax inside prices that include it, the total staying the subtotal', () => {
    // ₹249 at 5% included: ₹237.14 net, ₹11.86 tax (as the server computes it).
    expect(cartTotals([{ price: 249, quantity: 1 }], 0.05, true)).toEqual({ count: 1, subtotal: 249, tax: 11.86, total: 249 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, tax: 0, total: 0 });
  });

  it('computes line totals without floating-point drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
  });
});
