import { describe, expect, it } from 'vitest';
import { addDaysToCookDate, daysBetweenCookDates, nextFreeCookDates, takenCookDates } from './cook-dates';

describe('addDaysToCookDate', () => {
  it('moves a cook date by whole days across months and years', () => {
    expect(addDaysToCookDate('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDaysToCookDate('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDaysToCookDate('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('daysBetweenCookDates', () => {
  it('counts whole days either way, across a month', () => {
    expect(daysBetweenCookDates('2026-11-27', '2026-12-04')).toBe(7);
    expect(daysBetweenCookDates('2026-12-04', '2026-11-27')).toBe(-7);
    expect(daysBetweenCookDates('2026-11-27', '2026-11-27')).toBe(0);
  });
});

describe('takenCookDates', () => {
  it("lists a dish's cook dates once each, earliest first, leaving out cancelled schedules", () => {
    const schedules = [
      { cookDate: '2026-11-30', status: 'PUBLISHED' as const },
      { cookDate: '2026-11-27', status: 'DRAFT' as const },
      { cookDate: '2026-11-28', status: 'CANCELLED' as const },
      { cookDate: '2026-11-27', status: 'PUBLISHED' as const },
    ];
    expect(takenCookDates(schedules)).toEqual(['2026-11-27', '2026-11-30']);
  });
});

describe('nextFreeCookDates', () => {
  it('offers the next days the dish is not on yet, from the given day on', () => {
    expect(nextFreeCookDates(['2026-11-27', '2026-11-29'], '2026-11-27', 3)).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
    expect(nextFreeCookDates([], '2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
});
