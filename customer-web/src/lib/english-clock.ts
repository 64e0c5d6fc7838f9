/**
 * Dates and times written out in the app's English (en-IN), as Intl writes them, for kitchens in a zone whose offset
 * never changes. The first Intl formatter a page builds starts the browser's locale and zone data: about 20 ms on a
 * laptop and 80 on a mid-range phone, which a menu or dish page would spend while adopting its cards. Other languages
 * and zones keep Intl (lib/format.ts).
 */

/** Zones with one offset from UTC all year (India has kept +5:30 since 1945), in minutes. */
const FIXED_OFFSETS: Record<string, number> = { 'Asia/Kolkata': 330, 'Asia/Calcutta': 330, UTC: 0, 'Etc/UTC': 0 };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A moment as a clock in the zone reads it. */
export interface Clock {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** The clock of `date` in `timeZone`, or undefined when the zone's offset changes over the year. */
export function clockIn(date: Date, timeZone: string): Clock | undefined {
  const offset = FIXED_OFFSETS[timeZone];
  if (offset === undefined) return undefined;
  const shifted = new Date(date.getTime() + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** '23 Nov 2026' */
export function englishDate({ year, month, day }: Pick<Clock, 'year' | 'month' | 'day'>): string {
  return `${day} ${MONTHS[month]} ${year}`;
}

/** '12:30 pm' */
export function englishTime({ hour, minute }: Clock): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '23 Nov 2026, 12:30 pm' */
export function englishDateTime(clock: Clock): string {
  return `${englishDate(clock)}, ${englishTime(clock)}`;
}

/** 'Fri 27 Nov' */
export function englishWeekdayDate({ weekday, day, month }: Clock): string {
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]}`;
}
