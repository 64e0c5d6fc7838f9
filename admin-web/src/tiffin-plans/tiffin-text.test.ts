import { describe, expect, it } from 'vitest';
import {
  isoWeekdayOf,
  pickupSlotsOf,
  pickupSlotsText,
  pickupWindowText,
  servableSchedulesByDate,
  skipCutoffText,
  timeOfDayText,
  weekdaysText,
  type ServableSchedule,
} from './tiffin-text';

describe('tiffin plan texts', () => {
  it('names the days of the week a plan cooks, three or more in a row as a range', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysText([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(weekdaysText([1, 2, 3, 6])).toBe('Mon–Wed, Sat');
    expect(weekdaysText([6, 7])).toBe('Sat, Sun');
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
    expect(weekdaysText([])).toBe('');
  });

  it('says a time of day as a kitchen does', () => {
    expect(timeOfDayText('20:00')).toBe('8 pm');
    expect(timeOfDayText('09:30')).toBe('9:30 am');
    expect(timeOfDayText('12:30')).toBe('12:30 pm');
    expect(timeOfDayText('12:00')).toBe('noon');
    expect(timeOfDayText('00:00')).toBe('midnight');
    expect(timeOfDayText('00:15')).toBe('12:15 am');
    expect(timeOfDayText('24:00')).toBe('');
    expect(pickupWindowText('12:30', '14:00')).toBe('12:30 pm – 2 pm');
  });

  it('says the skip cutoff in words', () => {
    expect(skipCutoffText(1, '20:00')).toBe('8 pm the day before');
    expect(skipCutoffText(0, '09:30')).toBe('9:30 am the same day');
    expect(skipCutoffText(2, '18:00')).toBe('6 pm 2 days before');
  });

  it('reads the ISO day of the week of a cook date', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it("offers the schedules on the plan's days, not cancelled, by date", () => {
    const schedule = (id: number, cookDate: string, menuName: string, status = 'PUBLISHED'): ServableSchedule => ({
      id,
      cookDate,
      menuName,
      availableQty: 10,
      status,
    });
    const byDate = servableSchedulesByDate(
      [
        schedule(1, '2026-11-25', 'Rajma'),
        schedule(2, '2026-11-24', 'Dal'),
        schedule(3, '2026-11-28', 'Biryani'),
        schedule(4, '2026-11-24', 'Chole', 'CANCELLED'),
        schedule(5, '2026-11-24', 'Aloo', 'DRAFT'),
      ],
      [1, 2, 3, 4, 5],
    );
    expect([...byDate.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(byDate.get('2026-11-24')!.map((entry) => entry.menuName)).toEqual(['Aloo', 'Dal']);
  });
});

describe("a plan's pickup slots", () => {
  it('cuts the window into slots of the length given, the last one shorter when it does not divide', () => {
    expect(pickupSlotsOf('12:30', '14:00', 30)).toEqual([
      { from: '12:30', to: '13:00' },
      { from: '13:00', to: '13:30' },
      { from: '13:30', to: '14:00' },
    ]);
    expect(pickupSlotsOf('12:30', '14:00', 40)).toEqual([
      { from: '12:30', to: '13:10' },
      { from: '13:10', to: '13:50' },
      { from: '13:50', to: '14:00' },
    ]);
  });

  it('keeps the whole window as one slot for 0, or a length longer than the window', () => {
    expect(pickupSlotsOf('19:00', '21:00', 0)).toEqual([{ from: '19:00', to: '21:00' }]);
    expect(pickupSlotsOf('19:00', '20:00', 240)).toEqual([{ from: '19:00', to: '20:00' }]);
  });

  it('says the slots as a kitchen does', () => {
    expect(pickupSlotsText(pickupSlotsOf('12:30', '13:30', 30))).toBe('12:30 pm – 1 pm, 1 pm – 1:30 pm');
  });
});
