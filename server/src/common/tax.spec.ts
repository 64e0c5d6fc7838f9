import { SPEC_TAX, taxOn } from './tax';

describe('taxOn', () => {
  it("adds the spec's 8% on top, rounded half-up to the paisa", () => {
    expect(taxOn(49800, SPEC_TAX)).toEqual({ taxPaise: 3984, totalPaise: 53784 });
    expect(taxOn(1, SPEC_TAX)).toEqual({ taxPaise: 0, totalPaise: 1 });
    expect(taxOn(7, SPEC_TAX)).toEqual({ taxPaise: 1, totalPaise: 8 }); // 0.56 paise rounds up
    expect(taxOn(6, SPEC_TAX).taxPaise).toBe(0); // 0.48 paise rounds down
    expect(taxOn(19, SPEC_TAX).taxPaise).toBe(2); // 1.52 rounds up
  });

  it('takes the tax out of prices that include it, the total staying the price', () => {
    // ₹105 at 5% GST included: ₹100 net and ₹5 tax.
    expect(taxOn(10500, { ratePercent: 5, pricesIncludeTax: true })).toEqual({ taxPaise: 500, totalPaise: 10500 });
    expect(taxOn(24900, { ratePercent: 5, pricesIncludeTax: true })).toEqual({ taxPaise: 1186, totalPaise: 24900 });
  });

  it('takes fractional rates', () => {
    expect(taxOn(10000, { ratePercent: 2.5, pricesIncludeTax: false })).toEqual({ taxPaise: 250, totalPaise: 10250 });
  });
});
