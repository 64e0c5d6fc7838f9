import { duePaise, firstOpenCookDate, isoWeekday, mealDates, periodEnd, pickupSlots, skipCutoffAt, tiffinLedger } from './tiffin-rules';

const ZONE = 'Asia/Kolkata';

describe('tiffin rules', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('ends a week, four weeks and a month on the right day, a short next month on its last day', () => {
    expect(periodEnd('2026-11-25', 'WEEK')).toBe('2026-12-01');
    expect(periodEnd('2026-11-25', 'FOUR_WEEKS')).toBe('2026-12-22');
    expect(periodEnd('2026-11-25', 'MONTH')).toBe('2026-12-24');
    expect(periodEnd('2026-12-01', 'MONTH')).toBe('2026-12-31');
    expect(periodEnd('2027-01-31', 'MONTH')).toBe('2027-02-28');
    expect(periodEnd('2027-01-28', 'MONTH')).toBe('2027-02-27');
  });

  it('lists the meal dates of a period on the days taken', () => {
    expect(mealDates('2026-11-23', '2026-11-29', [1, 3, 5])).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
  });

  it('puts the skip cutoff at the kitchen time the days before', () => {
    expect(skipCutoffAt('2026-11-25', { daysBefore: 1, time: '20:00' }, ZONE).toISOString()).toBe('2026-11-24T14:30:00.000Z');
  });

  it('starts on the first date whose cutoff is still ahead', () => {
    const cutoff = { daysBefore: 1, time: '20:00' };
    expect(firstOpenCookDate('2026-11-24', [1, 2, 3, 4, 5], cutoff, new Date('2026-11-24T14:29:59.999Z'), ZONE)).toBe('2026-11-25');
    expect(firstOpenCookDate('2026-11-24', [1, 2, 3, 4, 5], cutoff, new Date('2026-11-24T14:30:00.000Z'), ZONE)).toBe('2026-11-26');
    expect(firstOpenCookDate('2026-11-27', [1, 2, 3, 4, 5], cutoff, new Date('2026-11-27T15:00:00.000Z'), ZONE)).toBe('2026-11-30');
  });

  it('derives the money to the paisa from meals not served', () => {
    const period = { pricePerMealPaise: 12050, mealsInPeriod: 20, creditAppliedPaise: 0, creditOutPaise: 0 };
    expect(tiffinLedger({ ...period, paidPaise: 241000, mealsNotServed: 3 })).toEqual({
      amountPaise: 241000,
      paidPaise: 241000,
      creditAppliedPaise: 0,
      chargedPaise: 204850,
      creditPaise: 36150,
      creditOutPaise: 0,
      duePaise: 0,
    });
    expect(tiffinLedger({ ...period, paidPaise: 0, mealsNotServed: 3 }).creditPaise).toBe(0);
  });

  it("counts the previous period's credit as paid, and credit that left the period as gone", () => {
    const renewed = { pricePerMealPaise: 12050, mealsInPeriod: 20, paidPaise: 216900, creditAppliedPaise: 24100, mealsNotServed: 1 };
    expect(tiffinLedger({ ...renewed, creditOutPaise: 0 })).toMatchObject({ duePaise: 0, creditPaise: 12050 });
    expect(tiffinLedger({ ...renewed, creditOutPaise: 12050 }).creditPaise).toBe(0);
    expect(tiffinLedger({ ...renewed, paidPaise: 0, creditOutPaise: 0 })).toMatchObject({ duePaise: 216900, creditPaise: 0 });
    expect(duePaise(renewed)).toBe(216900);
  });

  it('cuts the pickup window into slots, the last one shorter when the window does not divide', () => {
    expect(pickupSlots({ pickupFrom: '12:30', pickupTo: '14:00', slotMinutes: 30 })).toEqual([
      { from: '12:30', to: '13:00' },
      { from: '13:00', to: '13:30' },
      { from: '13:30', to: '14:00' },
    ]);
    expect(pickupSlots({ pickupFrom: '19:00', pickupTo: '20:10', slotMinutes: 45 })).toEqual([
      { from: '19:00', to: '19:45' },
      { from: '19:45', to: '20:10' },
    ]);
    expect(pickupSlots({ pickupFrom: '12:30', pickupTo: '14:00', slotMinutes: 0 })).toEqual([{ from: '12:30', to: '14:00' }]);
  });
});
