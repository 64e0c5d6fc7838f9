import { describe, expect, it } from 'vitest';
import { localInputToIso } from './format';
import {
  calendarDayToDayjs,
  dayjsToCalendarDay,
  dayjsToWallClock,
  KITCHEN_DATE_FORMAT,
  KITCHEN_DATE_TIME_FORMAT,
  wallClockToDayjs,
} from './kitchen-dayjs';

describe('kitchen pickers: values in and out', () => {
  it('shows a cook date day first and hands back the same YYYY-MM-DD', () => {
    const day = calendarDayToDayjs('2026-11-24');
    expect(day?.format(KITCHEN_DATE_FORMAT)).toBe('24/11/2026');
    expect(dayjsToCalendarDay(day)).toBe('2026-11-24');
  });

  it('shows a wall-clock time on a 12-hour clock and hands back what localInputToIso reads', () => {
    const cutoff = wallClockToDayjs('2026-11-24T21:05');
    expect(cutoff?.format(KITCHEN_DATE_TIME_FORMAT)).toBe('24/11/2026 09:05 pm');
    const out = dayjsToWallClock(cutoff);
    expect(out).toBe('2026-11-24T21:05');
    // The instant sent to the server is exactly what the native input's value gave.
    expect(localInputToIso(out, 'Asia/Kolkata')).toBe('2026-11-24T15:35:00.000Z');
  });

  it('keeps a day across midnight and daylight saving, whatever the zone', () => {
    expect(dayjsToWallClock(wallClockToDayjs('2026-03-08T02:30'))).toBe('2026-03-08T02:30');
    expect(dayjsToWallClock(wallClockToDayjs('2026-11-24T00:05'))).toBe('2026-11-24T00:05');
  });

  it('hands back nothing for an empty or half-typed field', () => {
    expect(dayjsToCalendarDay(null)).toBe('');
    // The field's value after the first digit of '2026' has been typed into its year.
    expect(dayjsToCalendarDay(calendarDayToDayjs('2026-11-26')!.year(2))).toBe('');
    expect(dayjsToWallClock(wallClockToDayjs('2026-11-26T10:00')!.year(202))).toBe('');
    expect(dayjsToWallClock(wallClockToDayjs('not a time'))).toBe('');
    expect(calendarDayToDayjs('24/11/2026')).toBeNull();
    expect(wallClockToDayjs('2026-11-24')).toBeNull();
  });
});
