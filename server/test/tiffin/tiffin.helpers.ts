import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { isoWeekday } from '../../src/tiffin/tiffin-rules';
import { adminToken } from '../factories/user.factory';
import type { TestApp } from '../support/test-app';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every day of the week, so tests do not depend on the day they run. */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export function planForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Daily lunch',
    meal: 'LUNCH',
    weekdays: EVERY_DAY,
    pricePerMeal: 120.5,
    periods: ['WEEK', 'FOUR_WEEKS', 'MONTH'],
    capacity: 10,
    pickupFrom: '12:30',
    pickupTo: '14:00',
    skipCutoffDaysBefore: 1,
    skipCutoffTime: '20:00',
    ...overrides,
  };
}

export async function createPlan(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  const answer = await t
    .http()
    .post('/api/v1/admin/tiffin-plans')
    .set(bearer(await adminToken(t)))
    .send(planForm(overrides));
  if (answer.status !== 201) throw new Error(`plan not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Puts the clock at `time` kitchen time today (the tests' day 0). */
export function travelToKitchenTime(t: TestApp, time: string): string {
  const zone = t.config.kitchenTimeZone;
  const today = localDate(t.clock.now(), zone);
  t.clock.travelTo(zonedTime(today, time, zone));
  return today;
}

/** The first date from `from` on that falls on ISO weekday `weekday`. */
export function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

export async function subscribe(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.http().post('/api/v1/tiffin/subscriptions').set(bearer(token)).send(body);
}

export async function pay(t: TestApp, subscriptionId: number, amount: number) {
  return t
    .http()
    .post(`/api/v1/admin/tiffin-subscriptions/${subscriptionId}/payment`)
    .set(bearer(await adminToken(t)))
    .send({ amount });
}

export async function serve(t: TestApp, planId: number, cookDate: string, scheduleId: number) {
  return t
    .http()
    .put(`/api/v1/admin/tiffin-plans/${planId}/meals/${cookDate}`)
    .set(bearer(await adminToken(t)))
    .send({ scheduleId });
}
