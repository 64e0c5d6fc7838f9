/** Calendar arithmetic in the kitchen's time zone (cook dates are local dates). */

import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return dateFormatter(timeZone).format(instant);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/** The UTC instant of a wall-clock time (`HH:MM`) on a local date in `timeZone`. */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const corrected = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60000);
  return new Date(guess.getTime() - offsetMinutes(corrected, timeZone) * 60000);
}

/** The same wall-clock time `days` later in `timeZone` (so a daylight-saving change does not move it). */
export function shiftLocalDays(instant: Date, days: number, timeZone: string): Date {
  const wall = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60000 + days * 86_400_000).toISOString();
  return zonedTime(wall.slice(0, 10), wall.slice(11, 16), timeZone);
}

/** The UTC instants bounding a local calendar day: [start, end). */
export function localDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedTime(date, '00:00', timeZone), end: zonedTime(addDays(date, 1), '00:00', timeZone) };
}

/** `D Mon YYYY` in en-IN style, e.g. 24 Nov 2026 (hi-IN: 24 नव॰ 2026), for messages. */
export function formatDisplayDate(date: string, language: Language = DEFAULT_LANGUAGE): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** `7:30 pm` in the kitchen's zone, for messages; one formatter per zone and language, built once. */
export function formatKitchenTime(instant: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE): string {
  const key = `${language} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
    timeFormats.set(key, format);
  }
  return format.format(instant);
}
