import type { TiffinMeal, TiffinSubscription } from '../../lib/api-types';

/** What a customer may do to one coming meal now. */
export type MealAction = 'skip' | 'unskip';

/** The subscription as the customer reads it: an active period whose end date has passed has ended. */
export type SubscriptionState = TiffinSubscription['status'] | 'ENDED';

/** Today's calendar date ('YYYY-MM-DD') in the kitchen's zone, where cook dates are counted. */
export function kitchenToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}

export function subscriptionState(subscription: TiffinSubscription, today: string): SubscriptionState {
  if (subscription.status === 'ACTIVE' && subscription.endDate < today) return 'ENDED';
  return subscription.status;
}

/**
 * Until its skip cutoff (the server's `changeable`), a meal to be served can be skipped and a skipped or paused one
 * taken again; a meal the kitchen could not serve, a cancelled one or any meal of a cancelled plan cannot change.
 */
export function mealAction(subscription: TiffinSubscription, meal: TiffinMeal): MealAction | null {
  if (subscription.status === 'CANCELLED' || !meal.changeable) return null;
  if (meal.status === 'SCHEDULED' || meal.status === 'RESERVED') return 'skip';
  if (meal.status === 'SKIPPED' || meal.status === 'PAUSED') return 'unskip';
  return null;
}

/**
 * The dates a pause can start and end on: the meals still open to change. Cutoffs fall in date order, so every meal
 * between two of them is open too, and the server (which refuses a range holding a closed meal) accepts any pair.
 */
export function pausableDates(subscription: TiffinSubscription): string[] {
  if (subscription.status === 'CANCELLED') return [];
  return subscription.meals.filter((meal) => meal.changeable).map((meal) => meal.cookDate);
}

/** Resume takes back the paused meals still open to change; with none, the button would do nothing. */
export function canResume(subscription: TiffinSubscription): boolean {
  return subscription.status !== 'CANCELLED' && subscription.meals.some((meal) => meal.status === 'PAUSED' && meal.changeable);
}

export function canCancel(subscription: TiffinSubscription, today: string): boolean {
  const state = subscriptionState(subscription, today);
  return state === 'ACTIVE' || state === 'AWAITING_PAYMENT';
}

/**
 * A prepaid period can be renewed once its last meal can no longer change (its credit is then final), and only once:
 * no other period of the list renews it. AutoPay periods renew when they are charged.
 */
export function canRenew(subscription: TiffinSubscription, all: readonly TiffinSubscription[]): boolean {
  if (subscription.status !== 'ACTIVE' || subscription.autopay) return false;
  if (subscription.meals.at(-1)?.changeable) return false;
  return !all.some((other) => other.renewalOf === subscription.id);
}

export interface MealWeek {
  /** The Monday the week starts on, 'YYYY-MM-DD'. */
  monday: string;
  meals: TiffinMeal[];
}

function mondayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  utc.setUTCDate(utc.getUTCDate() - ((utc.getUTCDay() + 6) % 7));
  return utc.toISOString().slice(0, 10);
}

/** The meals in calendar weeks (Monday to Sunday), in date order, for the My tiffin calendar. */
export function mealWeeks(meals: TiffinMeal[]): MealWeek[] {
  const weeks: MealWeek[] = [];
  for (const meal of [...meals].sort((a, b) => a.cookDate.localeCompare(b.cookDate))) {
    const monday = mondayOf(meal.cookDate);
    const week = weeks.at(-1);
    if (week?.monday === monday) week.meals.push(meal);
    else weeks.push({ monday, meals: [meal] });
  }
  return weeks;
}

/** ISO weekdays (1 Monday … 7 Sunday) as runs of consecutive days: [1,2,3,5] → [[1,2,3],[5]]. */
export function weekdayRuns(weekdays: number[]): number[][] {
  const runs: number[][] = [];
  for (const day of [...new Set(weekdays)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}
