import { describe, expect, it } from 'vitest';
import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('uses the rupee sign with two decimals and Indian grouping', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(150000)).toBe('₹1,50,000.00');
  });

  it('accepts numeric strings and never shows a dollar sign', () => {
    expect(formatRupees('99.9')).toBe('₹99.90');
    expect(formatRupees(12)).not.toContain('$');
  });

  it('reads a missing or broken amount as ₹0.00', () => {
    expect(formatRupees(undefined)).toBe('₹0.00');
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees('not a number')).toBe('₹0.00');
  });

  it('writes en-IN by hand exactly as Intl writes it, rounding paise half away from zero', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      0, 0.004, 0.005, 1.005, 2.675, 99.995, 999.995, 100000, 1234567.005, 12345678.9, -5, -1234.5, -0.004, 1e15, 1e21, 5e-7,
    ];
    for (let step = 1; step < 5000; step += 1) amounts.push(((step * 7919) % 10 ** (step % 11)) / 10 ** (step % 4));
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
  });

  it('writes a negative zero as ₹0.00', () => {
    expect(formatRupees(-0)).toBe('₹0.00');
  });

  it('groups as the locale it is given groups', () => {
    expect(formatRupees(150000, 'en-US')).toBe('₹150,000.00');
  });
});
