const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Times read in the kitchen's zone, whatever the admin's browser is set to. The build's
 * VITE_KITCHEN_TIMEZONE serves until the server's own (GET /settings) arrives: see adoptKitchenTimeZone.
 */
export let KITCHEN_TIME_ZONE = (import.meta.env.VITE_KITCHEN_TIMEZONE as string | undefined)?.trim() || 'Asia/Kolkata';

function dateTimeIn(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}

let dateTime = dateTimeIn(KITCHEN_TIME_ZONE);

/**
 * Adopts the server's kitchen time zone. Called before the first screen renders; the pages, loaded
 * later, read KITCHEN_TIME_ZONE (a live binding) and see this value.
 */
export function adoptKitchenTimeZone(timeZone: string): void {
  KITCHEN_TIME_ZONE = timeZone;
  dateTime = dateTimeIn(timeZone);
}

// A cook date is a calendar day, not an instant: format it in UTC so no time zone shifts the day.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '₹1,234.50' — every amount in the console goes through here (never a dollar sign). */
export function formatRupees(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return rupees.format(Number.isFinite(value) ? (value as number) : 0);
}

/** en-IN day, short month, year, hour and minute; '' for a missing or invalid instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** 'YYYY-MM-DD' -> '22 Nov 2026'. */
export function formatCookDate(cookDate: string | null | undefined): string {
  if (!cookDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(cookDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return calendarDay.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** Admin views show the first 8 characters of an order id. */
export function shortOrderId(id: string | number | null | undefined): string {
  return String(id ?? '').slice(0, 8);
}

/** 'PREPARING' -> 'Preparing', 'AWAITING_PAYMENT' -> 'Awaiting payment'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Payment failed',
  REFUND_PENDING: 'Refund pending',
  REFUNDED: 'Refunded',
};

/** An online order's payment in words ('Refund pending'); '' for cash on delivery (paymentStatus null). */
export function paymentStatusLabel(paymentStatus: string | null | undefined): string {
  return paymentStatus ? (PAYMENT_STATUS_LABELS[paymentStatus] ?? statusLabel(paymentStatus)) : '';
}

/** 'COD' -> 'Cash on Delivery', 'ONLINE' -> 'Online'. */
export function paymentMethodLabel(paymentMethod: string | null | undefined): string {
  if (paymentMethod === 'COD') return 'Cash on Delivery';
  if (paymentMethod === 'ONLINE') return 'Online';
  return paymentMethod ?? '';
}

/** How an order was paid, in one phrase: 'Online · Paid', 'Cash on Delivery'. */
export function paymentSummary(order: { paymentMethod: string; paymentStatus: string | null }): string {
  const status = paymentStatusLabel(order.paymentStatus);
  return status ? `${paymentMethodLabel(order.paymentMethod)} · ${status}` : paymentMethodLabel(order.paymentMethod);
}

/** A calendar day 'YYYY-MM-DD' as the kitchen's clock reads it at that instant (today, by default). */
export function todayIsoDate(now: Date = new Date(), timeZone: string = KITCHEN_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/**
 * The kitchen's wall clock at that instant, carried as a Date whose UTC fields read it (10:00 in Kolkata ->
 * 10:00Z): the date pickers hold times this way, free of any zone's daylight saving or historical offsets.
 */
export function kitchenWallClockAsUtc(now: Date = new Date(), timeZone: string = KITCHEN_TIME_ZONE): Date {
  return new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
}

/**
 * A datetime-local input value ('YYYY-MM-DDTHH:mm') read as a time on the kitchen's clock -> ISO-8601 UTC. The
 * browser's own zone plays no part, so an admin travelling still schedules 10:00 kitchen time.
 */
export function localInputToIso(value: string, timeZone: string = KITCHEN_TIME_ZONE): string {
  const [day, time = '00:00'] = value.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - zoneOffsetMs(wall, timeZone);
  // Once more with the offset at the found instant, which differs only across a daylight-saving change.
  return new Date(wall - zoneOffsetMs(first, timeZone)).toISOString();
}

/** The reverse of localInputToIso: an instant as 'YYYY-MM-DDTHH:mm' on the kitchen's clock; '' for none. */
export function isoToLocalInput(iso: string | null | undefined, timeZone: string = KITCHEN_TIME_ZONE): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return kitchenWallClockAsUtc(new Date(iso), timeZone).toISOString().slice(0, 16);
}

const INDIAN_MOBILE = /^91(\d{5})(\d{5})$/;

/**
 * How a stored phone (digits only, e.g. 919876543210) reads in the console: +91 98765 43210. Other countries'
 * numbers get their + and stay ungrouped; anything else is shown as stored. CSV exports keep the digits.
 */
export function formatPhone(phone: string | null | undefined): string {
  const stored = phone?.trim() ?? '';
  if (!/^\d{10,15}$/.test(stored)) return stored;
  const digits = stored.length === 10 ? `91${stored}` : stored;
  const indian = INDIAN_MOBILE.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}
