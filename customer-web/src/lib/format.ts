import { currentLocale } from '../i18n/i18n';
import { currentTimeZone } from '../stores/settings-store';

/** Formatters are dear to build: one set per locale (en-IN, hi-IN) and kitchen zone, made on first use. */
const made = new Map<string, { rupees: Intl.NumberFormat; dateOnly: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat }>();

/**
 * The formatters of `locale` (by default the language the site is shown in) for the kitchen's zone (from
 * GET /settings): pickup happens there, whatever zone the browser is in.
 */
function formatters(locale: string = currentLocale()) {
  const timeZone = currentTimeZone();
  const key = `${locale} ${timeZone}`;
  let set = made.get(key);
  if (!set) {
    set = {
      rupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      dateOnly: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
      dateTime: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }),
      timeOnly: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    made.set(key, set);
  }
  return set;
}

/** ₹ with two decimals, Indian digit grouping: formatRupees(1234.5) === '₹1,234.50'. */
export function formatRupees(amount: number, locale?: string): string {
  return formatters(locale).rupees.format(Number.isFinite(amount) ? amount : 0);
}

/** Dates with day, short month, year, hour and minute, in kitchen time (docs/rules.md). */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters(locale).dateTime.format(date);
}

/** A calendar date such as a cook date ('YYYY-MM-DD'), read as that day wherever the browser is. */
export function formatCookDate(day: string | null | undefined, locale?: string): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return formatters(locale).dateOnly.format(new Date(year, month - 1, date));
}

export function formatTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters(locale).timeOnly.format(date);
}

/** Minutes and seconds, e.g. 2400 -> '40:00'. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
