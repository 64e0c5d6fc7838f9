import { describe, expect, it } from 'vitest';
import { offerText, usesText, windowText } from './promotion-offer';

const base = { kind: 'PERCENT' as const, percentOff: 10, flatOff: null, maxDiscount: null, minOrder: 0, firstOrderOnly: false };

describe('promotion texts', () => {
  it('says what a code gives in one line', () => {
    expect(offerText(base)).toBe('10% off');
    expect(offerText({ ...base, maxDiscount: 100, minOrder: 300, firstOrderOnly: true })).toBe(
      '10% off, up to ₹100.00, on ₹300.00 or more, first order only',
    );
    expect(offerText({ ...base, kind: 'FLAT', percentOff: null, flatOff: 50, maxDiscount: 100 })).toBe('₹50.00 off');
  });

  it('says when and how often', () => {
    expect(windowText({ startsAt: null, endsAt: null })).toBe('Always');
    expect(windowText({ startsAt: null, endsAt: '2026-11-15T18:29:00.000Z' })).toMatch(/^Until 15 Nov 2026/);
    expect(usesText({ uses: 3, totalLimit: null })).toBe('3');
    expect(usesText({ uses: 3, totalLimit: 10 })).toBe('3 of 10');
  });
});
