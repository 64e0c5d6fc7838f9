import { addDays } from '../../src/common/kitchen-time';
import { ScheduleStockService } from '../../src/schedules/schedule-stock.service';
import { TiffinMeal } from '../../src/tiffin/meals/tiffin-meal.entity';
import { TiffinReservationJob } from '../../src/tiffin/meals/tiffin-reservation.job';
import { TiffinReservations } from '../../src/tiffin/meals/tiffin-reservations.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft, portionsOrdered } from '../factories/order.factory';
import { createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { createPlan, pay, serve, subscribe, travelToKitchenTime } from './tiffin.helpers';

describe('tiffin meals reserved from the stock', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
    // A second server instance on the same database, as when several run behind a load balancer.
    second = await startTestApp({}, first.database);
    // The tests run the job by hand on a moved clock: a real tick between could hold its lease from another time.
    for (const instance of [first, second]) await pauseJobs(instance, 'reserve-tiffin-meals');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  afterEach(() => {
    first.clock.reset();
    second.clock.reset();
  });

  /** A paid plan of `subscribers` customers, serving a schedule of `portions` tomorrow. */
  async function servedPlan(subscribers: number, portions: number) {
    const today = travelToKitchenTime(first, '10:00');
    second.clock.travelTo(first.clock.now());
    const plan = await createPlan(first, { capacity: subscribers });
    for (let index = 0; index < subscribers; index += 1) {
      const { token } = await createUser(first);
      const subscription = (await subscribe(first, token, { planId: plan.id, period: 'WEEK' })).body.data;
      await pay(first, subscription.id, subscription.amount);
    }
    const { schedule } = await createOrderableDish(first, {}, { cookDate: addDays(today, 1), availableQty: portions });
    await serve(first, plan.id, schedule.cookDate, schedule.id);
    return { plan, schedule };
  }

  const mealsOf = (planId: number) => first.dataSource.getRepository(TiffinMeal).findBy({ planId });

  it('the scheduled job runs on one instance at a time, and two runs at once still write each meal once', async () => {
    const { plan, schedule } = await servedPlan(4, 10);

    const runs = [first, second].map((instance) => jest.spyOn(instance.app.get(TiffinReservations), 'reserveOpenDates'));
    await Promise.all([first.app.get(TiffinReservationJob).run(), second.app.get(TiffinReservationJob).run()]);
    expect(runs.map((run) => run.mock.calls.length).sort()).toEqual([0, 1]);
    runs.forEach((run) => run.mockRestore());
    expect(await mealsOf(plan.id)).toHaveLength(4);
    expect(await portionsLeft(first, schedule.id)).toBe(6);

    // Past the lease, or with no lease at all (a crash between runs): nothing is written twice.
    const written = await Promise.all([
      first.app.get(TiffinReservations).reserveOpenDates(),
      second.app.get(TiffinReservations).reserveOpenDates(),
    ]);
    expect(written).toEqual([0, 0]);
    const meals = await mealsOf(plan.id);
    expect(meals).toHaveLength(4);
    expect(new Set(meals.map((meal) => meal.subscriptionId)).size).toBe(4);
    expect(await portionsLeft(first, schedule.id)).toBe(6);
  });

  it('a run that dies midway keeps the meals it finished and the portions they took; the next run adds the rest once', async () => {
    const { plan, schedule } = await servedPlan(4, 10);
    const stock = first.app.get(ScheduleStockService);
    const take = stock.takeForPlan.bind(stock);
    let calls = 0;
    const crashing = jest.spyOn(stock, 'takeForPlan').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 3) throw new Error('the server went away');
      return take(...args);
    });

    await expect(first.app.get(TiffinReservations).reserveOpenDates()).rejects.toThrow('the server went away');
    expect(await mealsOf(plan.id)).toHaveLength(2);
    expect(await portionsLeft(first, schedule.id)).toBe(8);

    crashing.mockRestore();
    expect(await first.app.get(TiffinReservations).reserveOpenDates()).toBe(2);
    expect(await mealsOf(plan.id)).toHaveLength(4);
    expect(await portionsLeft(first, schedule.id)).toBe(6);
  });

  it('plan meals racing one-off orders for the last portions: none oversold, the meals left out are SHORT', async () => {
    const portions = 6;
    const { plan, schedule } = await servedPlan(5, portions);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(first)));

    const [, ...orders] = await Promise.all([
      second.app.get(TiffinReservations).reserveOpenDates(),
      ...buyers.map(({ token }, index) => placeOrder(index % 2 ? first : second, token, [{ menuScheduleId: schedule.id, quantity: 1 }])),
    ]);

    expect(orders.filter((answer) => answer.status >= 500)).toEqual([]);
    const meals = await mealsOf(plan.id);
    expect(meals).toHaveLength(5);
    const reserved = meals.filter((meal) => meal.status === 'RESERVED').length;
    const ordered = await portionsOrdered(first, schedule.id);
    expect(orders.filter((answer) => answer.status === 201)).toHaveLength(ordered);
    expect(reserved + ordered).toBe(portions);
    expect(meals.filter((meal) => meal.status === 'SHORT')).toHaveLength(5 - reserved);
    expect(await portionsLeft(first, schedule.id)).toBe(0);
  });
});
