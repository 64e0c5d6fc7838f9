import { addDays, zonedTime } from '../common/kitchen-time';

/** The meals a plan serves: lunch or dinner. */
export type TiffinMealTime = 'LUNCH' | 'DINNER';
export const MEAL_TIMES: readonly TiffinMealTime[] = ['LUNCH', 'DINNER'];

/** How long a subscription runs: seven days, twenty-eight days, or up to the day before the same date next month. */
export type TiffinPeriod = 'WEEK' | 'FOUR_WEEKS' | 'MONTH';
export const TIFFIN_PERIODS: readonly TiffinPeriod[] = ['WEEK', 'FOUR_WEEKS', 'MONTH'];

/** The days a plan cooks, as ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** How far ahead a customer's start date is looked for: two weeks always hold a cook day of any plan. */
const START_SEARCH_DAYS = 14;

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date YYYY-MM-DD. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The weekdays as sorted, distinct numbers. */
export function normaliseWeekdays(weekdays: readonly number[]): number[] {
  return [...new Set(weekdays)].sort((a, b) => a - b);
}

/**
 * The last date of a period that starts on `start`. A month ends the day before the same date next month; when next
 * month has no such date (31 January), it ends on next month's last day.
 */
export function periodEnd(start: string, period: TiffinPeriod): string {
  if (period === 'WEEK') return addDays(start, 6);
  if (period === 'FOUR_WEEKS') return addDays(start, 27);
  const [year, month, day] = start.split('-').map(Number);
  const nextMonth = new Date(Date.UTC(year, month, day));
  const clamped = nextMonth.getUTCDate() !== day;
  if (clamped) return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return addDays(nextMonth.toISOString().slice(0, 10), -1);
}

/** Every date from `from` to `to` (both included) that falls on one of `weekdays`. */
export function mealDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (weekdays.includes(isoWeekday(date))) dates.push(date);
  return dates;
}

/** The cutoff to skip a cook date's meal: `time` (HH:MM, kitchen time) `daysBefore` days before it. */
export interface SkipCutoff {
  daysBefore: number;
  time: string;
}

export function skipCutoffAt(cookDate: string, cutoff: SkipCutoff, timeZone: string): Date {
  return zonedTime(addDays(cookDate, -cutoff.daysBefore), cutoff.time, timeZone);
}

/** A meal can still be skipped, paused or given back while now is strictly before its skip cutoff. */
export function isBeforeSkipCutoff(cookDate: string, cutoff: SkipCutoff, now: Date, timeZone: string): boolean {
  return skipCutoffAt(cookDate, cutoff, timeZone).getTime() > now.getTime();
}

/** The first cook date from `today` on, on one of `weekdays`, whose skip cutoff is still ahead; null when none is near. */
export function firstOpenCookDate(
  today: string,
  weekdays: readonly number[],
  cutoff: SkipCutoff,
  now: Date,
  timeZone: string,
): string | null {
  for (let offset = 0; offset <= START_SEARCH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (weekdays.includes(isoWeekday(date)) && isBeforeSkipCutoff(date, cutoff, now, timeZone)) return date;
  }
  return null;
}

/** A subscription's money, all in paise, derived from its meals: what the period costs, what was paid, used and owed back. */
export interface TiffinLedger {
  amountPaise: number;
  paidPaise: number;
  /** The previous period's credit taken off this period's price. */
  creditAppliedPaise: number;
  /** Meals eaten or still to come, at the price of the period. */
  chargedPaise: number;
  /** Paid for meals that will not be served (skipped, paused, short of portions, cancelled) and not yet refunded or carried on. */
  creditPaise: number;
  /** Credit that left the period: refunded, or carried into the next one. */
  creditOutPaise: number;
  /** Still to pay for the period. */
  duePaise: number;
}

export function tiffinLedger(subscription: {
  pricePerMealPaise: number;
  mealsInPeriod: number;
  paidPaise: number;
  creditAppliedPaise: number;
  creditOutPaise: number;
  mealsNotServed: number;
}): TiffinLedger {
  const amountPaise = subscription.pricePerMealPaise * subscription.mealsInPeriod;
  const chargedPaise = subscription.pricePerMealPaise * (subscription.mealsInPeriod - subscription.mealsNotServed);
  const { paidPaise, creditAppliedPaise, creditOutPaise } = subscription;
  const fundedPaise = paidPaise + creditAppliedPaise;
  return {
    amountPaise,
    paidPaise,
    creditAppliedPaise,
    chargedPaise,
    creditPaise: fundedPaise === amountPaise ? fundedPaise - chargedPaise - creditOutPaise : 0,
    creditOutPaise,
    duePaise: amountPaise - fundedPaise,
  };
}

/** What is left to pay for a period once the previous period's credit is taken off: what Checkout or AutoPay charges. */
export function duePaise(subscription: { pricePerMealPaise: number; mealsInPeriod: number; creditAppliedPaise: number }): number {
  return subscription.pricePerMealPaise * subscription.mealsInPeriod - subscription.creditAppliedPaise;
}

/** A pickup slot, HH:MM kitchen time. */
export interface PickupSlot {
  from: string;
  to: string;
}

/** The slot lengths a plan may cut its window into, in minutes (0: one slot, the whole window). */
export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 240;

/** The plan's pickup window cut into slots of `slotMinutes` (the last one may be shorter); the first is the default. */
export function pickupSlots(plan: { pickupFrom: string; pickupTo: string; slotMinutes: number }): PickupSlot[] {
  const start = minutesOf(plan.pickupFrom);
  const end = minutesOf(plan.pickupTo);
  if (plan.slotMinutes <= 0 || end <= start) return [{ from: plan.pickupFrom, to: plan.pickupTo }];
  const slots: PickupSlot[] = [];
  for (let from = start; from < end; from += plan.slotMinutes)
    slots.push({ from: timeOf(from), to: timeOf(Math.min(from + plan.slotMinutes, end)) });
  return slots;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
