import { paiseToRupees, rupeesToPaise, taxOnSubtotal } from './money';

describe('money', () => {
  it('rounds the 8% tax half-up to the paisa', () => {
    expect(taxOnSubtotal(10000)).toBe(800);
    expect(taxOnSubtotal(1)).toBe(0);
    expect(taxOnSubtotal(7)).toBe(1); // 0.56 paise rounds up
    expect(taxOnSubtotal(6)).toBe(0); // 0.48 paise rounds down
    expect(taxOnSubtotal(25)).toBe(2); // exactly 2.0
    expect(taxOnSubtotal(19)).toBe(2); // 1.52 rounds up
  });

  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(249.99)).toBe(24999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(24999)).toBe(249.99);
  });
});
