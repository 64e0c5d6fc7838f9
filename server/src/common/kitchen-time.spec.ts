import { addDays, formatDisplayDate, localDate, localDayBounds, shiftLocalDays, zonedTime } from './kitchen-time';

describe('kitchen time', () => {
  it('puts 18:29 UTC on the same Kolkata day and 18:30 UTC on the next', () => {
    expect(localDate(new Date('2026-11-22T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-22T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
  });

  it('converts a local wall-clock time to UTC', () => {
    expect(zonedTime('2026-11-23', '10:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(zonedTime('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('bounds a local day in UTC', () => {
    const { start, end } = localDayBounds('2026-11-23', 'Asia/Kolkata');
    expect(start.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats dates for messages in en-IN style', () => {
    expect(formatDisplayDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it('moves an instant by whole days on the wall clock, across a daylight-saving change too', () => {
    expect(shiftLocalDays(new Date('2026-11-24T04:30:00.000Z'), 7, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T04:30:00.000Z');
    // 10:00 in New York on 1 Nov 2026 (EST, UTC-5) a week before is 10:00 on 25 Oct (EDT, UTC-4).
    expect(shiftLocalDays(new Date('2026-11-01T15:00:00.000Z'), -7, 'America/New_York').toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });
});
