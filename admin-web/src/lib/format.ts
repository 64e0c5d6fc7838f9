import { DEFAULT_KITCHEN_TIME_ZONE } from '@home-kitchen/api';

/**
 * Times read in the kitchen's zone, whatever the admin's browser is set to. The build's
 * VITE_KITCHEN_TIMEZONE serves until the server's own (GET /settings) arrives: see adoptKitchenTimeZone.
 */
export let KITCHEN_TIME_ZONE = (import.meta.env.VITE_KITCHEN_TIMEZONE as string | undefined)?.trim() || DEFAULT_KITCHEN_TIME_ZONE;

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

function timeIn(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', timeZone });
}

let dateTime = dateTimeIn(KITCHEN_TIME_ZONE);
let time = timeIn(KITCHEN_TIME_ZONE);

/**
 * Adopts the server's kitchen time zone. Called before the first screen renders; the pages, loaded
 * later, read KITCHEN_TIME_ZONE (a live binding) and see this value.
 */
export function adoptKitchenTimeZone(timeZone: string): void {
  KITCHEN_TIME_ZONE = timeZone;
  dateTime = dateTimeIn(timeZone);
  time = timeIn(timeZone);
}

// A cook date is a calendar day, not an instant: format it in UTC so no time zone shifts the day.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** en-IN day, short month, year, hour and minute; '' for a missing or invalid instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

// The day of the week too, for choosing among the next few cook dates.
const weekDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM-DD' -> 'Fri, 27 Nov'; '' for anything else. */
export function formatCookDay(cookDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cookDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return weekDay.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** The time of day on the kitchen's clock ('12:30 pm'); '' for a missing or invalid instant. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

/**
 * A pickup window on the kitchen's clock: '12:00 pm – 02:00 pm' when it starts on the cook date shown beside it,
 * with the start's date too ('27 Nov 2026, 09:00 pm – 10:00 pm') when it does not.
 */
export function formatPickupWindow(cookDate: string, from: string, to: string): string {
  const sameDay = !Number.isNaN(Date.parse(from)) && todayIsoDate(new Date(from)) === cookDate.slice(0, 10);
  return `${sameDay ? formatTime(from) : formatDateTime(from)} – ${formatTime(to)}`;
}

/** 'YYYY-MM-DD' -> '22 Nov 2026'. */
export function formatCookDate(cookDate: string | null | undefined): string {
  if (!cookDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(cookDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return calendarDay.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** 'PREPARING' -> 'Preparing', 'AWAITING_PAYMENT' -> 'Awaiting payment'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An order's status in words; DELIVERED reads 'Picked up', since customers collect their food (the API value stays). */
export function orderStatusLabel(status: string | null | undefined): string {
  return status === 'DELIVERED' ? 'Picked up' : statusLabel(status);
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Payment failed',
  REFUND_PENDING: 'Refund pending',
  REFUNDED: 'Refunded',
};

/** An online order's payment in words ('Refund pending'); '' for cash (paymentStatus null). */
export function paymentStatusLabel(paymentStatus: string | null | undefined): string {
  return paymentStatus ? (PAYMENT_STATUS_LABELS[paymentStatus] ?? statusLabel(paymentStatus)) : '';
}

/** 'COD' -> 'Pay at pickup' (cash, as the CSV exports and invoices say), 'ONLINE' -> 'Online'. */
export function paymentMethodLabel(paymentMethod: string | null | undefined): string {
  if (paymentMethod === 'COD') return 'Pay at pickup';
  if (paymentMethod === 'ONLINE') return 'Online';
  return paymentMethod ?? '';
}

/** How an order was paid, in one phrase: 'Online · Paid', 'Pay at pickup'. */
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
