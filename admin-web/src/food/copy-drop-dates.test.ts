import { describe, expect, it } from 'vitest';
import { addDaysToCookDate } from './copy-drop-dates';

describe('addDaysToCookDate', () => {
  it('moves a cook date by whole days across months and years', () => {
    expect(addDaysToCookDate('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDaysToCookDate('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDaysToCookDate('2027-03-01', -1)).toBe('2027-02-28');
  });
});
