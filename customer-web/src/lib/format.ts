import { currentTimeZone } from '../stores/settings-store';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with two decimals, Indian digit grouping: formatRupees(1234.5) === '₹1,234.50'. */
export function formatRupees(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const zoned = new Map<string, { dateTime: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat }>();

/** Formatters for the kitchen's zone (from GET /settings), made once per zone: pickup happens there. */
function inKitchenZone() {
  const timeZone = currentTimeZone();
  let formatters = zoned.get(timeZone);
  if (!formatters) {
    formatters = {
      dateTime: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }),
      timeOnly: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    zoned.set(timeZone, formatters);
  }
  return formatters;
}

/** en-IN dates with day, short month, year, hour and minute, in kitchen time (docs/rules.md). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : inKitchenZone().dateTime.format(date);
}

/** A calendar date such as a cook date ('YYYY-MM-DD'), read as that day wherever the browser is. */
export function formatCookDate(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return dateOnly.format(new Date(year, month - 1, date));
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : inKitchenZone().timeOnly.format(date);
}

/** Minutes and seconds, e.g. 2400 -> '40:00'. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
