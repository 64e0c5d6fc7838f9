import { paiseToRupees, rupeesText, rupeesToPaise } from './money';

describe('money', () => {
  it('says amounts as sentences do', () => {
    expect(rupeesText(30000)).toBe('₹300');
    expect(rupeesText(18950)).toBe('₹189.50');
  });

  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(249.99)).toBe(24999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(24999)).toBe(249.99);
  });
});
