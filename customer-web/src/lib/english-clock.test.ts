import { clockIn, englishDate, englishDateTime, englishTime, englishWeekdayDate } from './english-clock';

/** Every fourth hour and some minutes of each day of a leap year, and of the turn of a year. */
function instants(): Date[] {
  const found: Date[] = [];
  for (let day = 0; day < 367; day += 1)
    for (let hour = 0; hour < 24; hour += 4) found.push(new Date(Date.UTC(2028, 0, 1 + day, hour, (day * 7 + hour) % 60)));
  found.push(new Date('2026-12-31T18:29:00Z'), new Date('2026-12-31T18:30:00Z'), new Date('2027-02-28T23:59:59Z'));
  return found;
}

describe('the English clock', () => {
  it.each(['Asia/Kolkata', 'UTC'])('writes what Intl writes in en-IN, in %s, all year', (timeZone) => {
    const intl = {
      dateTime: new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
      date: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
      weekday: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
    };
    for (const date of instants()) {
      const clock = clockIn(date, timeZone);
      if (!clock) throw new Error(`${timeZone} has no fixed offset`);
      const parts = intl.weekday.formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value;
      expect([englishDateTime(clock), englishDate(clock), englishTime(clock), englishWeekdayDate(clock)]).toEqual([
        intl.dateTime.format(date),
        intl.date.format(date),
        intl.time.format(date),
        `${part('weekday')} ${part('day')} ${part('month')}`,
      ]);
    }
  });

  it('leaves a zone whose offset changes over the year to Intl', () => {
    expect(clockIn(new Date(), 'America/New_York')).toBeUndefined();
    expect(clockIn(new Date(), 'Europe/London')).toBeUndefined();
  });
});
