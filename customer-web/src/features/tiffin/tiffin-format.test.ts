import { clockRange, clockTime, cutoffWords, weekdayName, weekdaysText } from './tiffin-format';

describe('tiffin texts', () => {
  it('names ISO weekdays, Monday first', () => {
    expect([1, 2, 7].map((day) => weekdayName(day, 'en-IN'))).toEqual(['Mon', 'Tue', 'Sun']);
    expect(weekdayName(3, 'en-IN', 'long')).toBe('Wednesday');
    expect(weekdayName(1, 'hi-IN')).toBe('सोम');
  });

  it('writes three or more days in a row as a range', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], 'en-IN')).toBe('Mon–Fri');
    expect(weekdaysText([1, 3, 5], 'en-IN')).toBe('Mon, Wed, Fri');
    expect(weekdaysText([6, 7, 1, 2, 3], 'en-IN')).toBe('Mon–Wed, Sat, Sun');
  });

  it('writes kitchen clock times in the 12-hour form', () => {
    expect(clockTime('20:00', 'en-IN')).toBe('8:00 pm');
    expect(clockTime('00:15', 'en-IN')).toBe('12:15 am');
    expect(clockRange('12:30', '14:00', 'en-IN')).toBe('12:30 pm – 2:00 pm');
  });

  it('says the skip cutoff in words by how many days before it falls', () => {
    expect(cutoffWords(0, '09:00', 'en-IN')).toEqual({ key: 'cutoff.sameDay', values: { time: '9:00 am', count: 0 } });
    expect(cutoffWords(1, '20:00', 'en-IN')).toEqual({ key: 'cutoff.dayBefore', values: { time: '8:00 pm', count: 1 } });
    expect(cutoffWords(2, '18:30', 'en-IN')).toEqual({ key: 'cutoff.daysBefore', values: { time: '6:30 pm', count: 2 } });
  });
});
