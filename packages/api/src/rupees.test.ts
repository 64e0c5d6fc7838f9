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

  it('groups as the locale it is given groups', () => {
    expect(formatRupees(150000, 'en-US')).toBe('₹150,000.00');
  });
});
