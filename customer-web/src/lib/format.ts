import { formatRupees as formatRupeesIn } from '@home-kitchen/api';
import { currentLocale, LOCALES } from '../i18n/i18n';
import { clockIn, englishDate, englishDateTime, englishTime, englishWeekdayDate, type Clock } from './english-clock';
import { currentTimeZone } from './settings-store';

/**
 * Formatters are dear to build (the first one of a page starts the browser's locale data): each is made on first use
 * and kept, by locale, and the zoned ones also by the kitchen's zone (from GET /settings): pickup happens there,
 * whatever zone the browser is in. English in a zone of one offset, the common case, is written out by hand and builds
 * none (lib/english-clock.ts).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

const dateOnly = (locale = currentLocale()) =>
  kept(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));

function dateTime(locale = currentLocale(), timeZone = currentTimeZone()) {
  return kept(
    `date-time ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }),
  );
}

function timeOnly(locale = currentLocale(), timeZone = currentTimeZone()) {
  return kept(
    `time ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
  );
}

function weekdayDate(locale = currentLocale(), timeZone = currentTimeZone()) {
  return kept(
    `weekday-date ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
  );
}

/** The clock of `date` in the kitchen's zone when it is written out by hand (English, a zone of one offset). */
function englishClock(date: Date, locale: string, timeZone = currentTimeZone()): Clock | undefined {
  return locale === LOCALES.en ? clockIn(date, timeZone) : undefined;
}

/** ₹ with two decimals, Indian digit grouping, in the visitor's language: formatRupees(1234.5) === '₹1,234.50'. */
export function formatRupees(amount: number, locale = currentLocale()): string {
  return formatRupeesIn(amount, locale);
}

/** Dates with day, short month, year, hour and minute, in kitchen time (docs/rules.md). */
export function formatDateTime(iso: string | null | undefined, locale = currentLocale()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = englishClock(date, locale);
  return clock ? englishDateTime(clock) : dateTime(locale).format(date);
}

/** A calendar date such as a cook date ('YYYY-MM-DD'), read as that day wherever the browser is. */
export function formatCookDate(day: string | null | undefined, locale = currentLocale()): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return locale === LOCALES.en
    ? englishDate({ year, month: month - 1, day: date })
    : dateOnly(locale).format(new Date(year, month - 1, date));
}

/** A clock time in the 12-hour form every page uses, in kitchen time: '12:30 pm'. */
export function formatTime(iso: string | null | undefined, locale = currentLocale()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = englishClock(date, locale);
  return clock ? englishTime(clock) : timeOnly(locale).format(date);
}

/** 'Fri 27 Nov' from an instant, in kitchen time: the day of a pickup, short enough for a card. */
export function formatPickupDay(iso: string | null | undefined, locale = currentLocale(), timeZone = currentTimeZone()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = englishClock(date, locale, timeZone);
  if (clock) return englishWeekdayDate(clock);
  const parts = weekdayDate(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Fri 27 Nov' from a calendar date ('YYYY-MM-DD'), such as a cook date, read as that day wherever the browser is. */
export function formatCookDay(day: string | null | undefined, locale?: string): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  // Noon UTC of that day falls on the same calendar day in every kitchen zone (UTC-11 to UTC+11).
  return formatPickupDay(`${day}T12:00:00.000Z`, locale, 'UTC');
}

/** '12:30 pm – 12:45 pm': a slot or window within one day, in kitchen time. */
export function formatTimeRange(from: string | null | undefined, to: string | null | undefined, locale?: string): string {
  const start = formatTime(from, locale);
  const end = formatTime(to, locale);
  return end ? `${start} – ${end}` : start;
}

/** The one way a pickup is written: 'Fri 27 Nov, 12:30 pm – 12:45 pm', in kitchen time. */
export function formatPickup(from: string | null | undefined, to: string | null | undefined, locale?: string): string {
  const day = formatPickupDay(from, locale);
  return day ? `${day}, ${formatTimeRange(from, to, locale)}` : '';
}

/** Minutes and seconds, e.g. 2400 -> '40:00'; from an hour up also hours, e.g. 5025 -> '1:23:45'. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
