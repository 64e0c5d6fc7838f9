import { currentLocale } from '../i18n/i18n';
import { currentTimeZone } from '../stores/settings-store';

/**
 * Formatters are dear to build (the first one of a locale loads its data): each is made on first use and kept, by
 * locale, and the zoned ones also by the kitchen's zone (from GET /settings): pickup happens there, whatever zone the
 * browser is in. A page that shows only prices builds only the rupee formatter.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

const rupees = (locale = currentLocale()) =>
  kept(`rupees ${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const dateOnly = (locale = currentLocale()) => kept(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));

function dateTime(locale = currentLocale(), timeZone = currentTimeZone()) {
  return kept(`date-time ${locale} ${timeZone}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }));
}

function timeOnly(locale = currentLocale(), timeZone = currentTimeZone()) {
  return kept(`time ${locale} ${timeZone}`, () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }));
}

/** ₹ with two decimals, Indian digit grouping: formatRupees(1234.5) === '₹1,234.50'. */
export function formatRupees(amount: number, locale?: string): string {
  return rupees(locale).format(Number.isFinite(amount) ? amount : 0);
}

/** Dates with day, short month, year, hour and minute, in kitchen time (docs/rules.md). */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime(locale).format(date);
}

/** A calendar date such as a cook date ('YYYY-MM-DD'), read as that day wherever the browser is. */
export function formatCookDate(day: string | null | undefined, locale?: string): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return dateOnly(locale).format(new Date(year, month - 1, date));
}

export function formatTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeOnly(locale).format(date);
}

/** Minutes and seconds, e.g. 2400 -> '40:00'. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
