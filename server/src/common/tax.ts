/** How an order is taxed: the label bills show, the rate, and whether menu prices already include it. */
export interface TaxPolicy {
  label: string;
  /** Percent, with at most two decimals (5, 8, 18, 2.5). */
  ratePercent: number;
  pricesIncludeTax: boolean;
}

/** The spec's tax: 'Taxes & Fees' at 8% on top of menu prices. */
export const SPEC_TAX: TaxPolicy = { label: 'Taxes & Fees', ratePercent: 8, pricesIncludeTax: false };

/** A rate in hundredths of a percent, the unit orders keep it in (8% = 800). */
export const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * The tax in an amount (the subtotal less any discount) and what the customer pays, rounded half-up to the paisa.
 * On top of prices the tax is added; with prices that include it, it is the part of the amount above its net value.
 */
export function taxOn(
  amountPaise: number,
  policy: Pick<TaxPolicy, 'ratePercent' | 'pricesIncludeTax'>,
): { taxPaise: number; totalPaise: number } {
  const rate = basisPoints(policy.ratePercent);
  if (!policy.pricesIncludeTax) {
    const taxPaise = Math.floor((amountPaise * rate + 5000) / 10000);
    return { taxPaise, totalPaise: amountPaise + taxPaise };
  }
  const netPaise = Math.floor((amountPaise * 10000 + Math.floor((10000 + rate) / 2)) / (10000 + rate));
  return { taxPaise: amountPaise - netPaise, totalPaise: amountPaise };
}
