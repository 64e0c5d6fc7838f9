import { addDays, zonedTime } from '../../src/common/kitchen-time';
import { TiffinMeal } from '../../src/tiffin/meals/tiffin-meal.entity';
import { TiffinReservationJob } from '../../src/tiffin/meals/tiffin-reservation.job';
import { TiffinReservations } from '../../src/tiffin/meals/tiffin-reservations.service';
import { TiffinDishRule } from '../../src/tiffin/plans/tiffin-dish-rule';
import { TiffinPlanMeal } from '../../src/tiffin/plans/tiffin-plan-meal.entity';
import { createOrderableDish, createSchedule } from '../factories/menu.factory';
import { portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, createPlan, pay, serve, subscribe, travelToKitchenTime } from './tiffin.helpers';

describe('tiffin pickup slots and the tiffin dish mark', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    await pauseJobs(t, 'reserve-tiffin-meals');
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const reserve = () => t.app.get(TiffinReservations).reserveOpenDates();
  const changeSlot = (token: string, id: number, pickupFrom: unknown) =>
    t.http().post(`/api/v1/tiffin/subscriptions/${id}/pickup-slot`).set(bearer(token)).send({ pickupFrom });

  describe('pickup slots', () => {
    it("cuts a plan's window into the slots customers choose from, and refuses a slot length it cannot use", async () => {
      const plan = await createPlan(t, { pickupFrom: '12:30', pickupTo: '14:00', slotMinutes: 30 });
      expect(plan).toMatchObject({
        slotMinutes: 30,
        pickupSlots: [
          { from: '12:30', to: '13:00' },
          { from: '13:00', to: '13:30' },
          { from: '13:30', to: '14:00' },
        ],
      });
      const offered = await t.http().get('/api/v1/tiffin/plans');
      expect(offered.body.data.find((row: { id: number }) => row.id === plan.id).pickupSlots).toHaveLength(3);
      const whole = await createPlan(t);
      expect(whole).toMatchObject({ slotMinutes: 0, pickupSlots: [{ from: '12:30', to: '14:00' }] });

      const tooShort = await t.http().put(`/api/v1/admin/tiffin-plans/${plan.id}`).set(bearer(admin)).send({ slotMinutes: 5 });
      expect(tooShort.status).toBe(400);
      expect(tooShort.body).toMatchObject({
        code: 'TIFFIN_PLAN_INVALID',
        message: 'slotMinutes must be 0 (one slot, the whole window) or a whole number of minutes from 10 to 240',
      });
      const tooLong = await t.http().put(`/api/v1/admin/tiffin-plans/${plan.id}`).set(bearer(admin)).send({ slotMinutes: 300 });
      expect(tooLong.body.code).toBe('VALIDATION_FAILED');
      const read = await t.http().get(`/api/v1/admin/tiffin-plans/${plan.id}`).set(bearer(admin));
      expect(read.body.slotMinutes).toBe(30);
    });

    it('subscribes in the chosen slot (the first when none is named) and refuses one the plan does not offer', async () => {
      travelToKitchenTime(t, '10:00');
      const plan = await createPlan(t, { slotMinutes: 30 });
      const chosen = await subscribe(t, (await createUser(t)).token, { planId: plan.id, period: 'WEEK', pickupFrom: '13:00' });
      expect(chosen.status).toBe(201);
      expect(chosen.body.data).toMatchObject({ pickupFrom: '13:00', pickupTo: '13:30' });
      expect(chosen.body.data.pickupSlots).toEqual([
        { from: '12:30', to: '13:00' },
        { from: '13:00', to: '13:30' },
        { from: '13:30', to: '14:00' },
      ]);
      expect(chosen.body.data.meals[0]).toMatchObject({ pickupFrom: '13:00', pickupTo: '13:30' });
      const unnamed = await subscribe(t, (await createUser(t)).token, { planId: plan.id, period: 'WEEK' });
      expect(unnamed.body.data).toMatchObject({ pickupFrom: '12:30', pickupTo: '13:00' });

      const { token } = await createUser(t);
      const between = await subscribe(t, token, { planId: plan.id, period: 'WEEK', pickupFrom: '13:15' });
      expect(between.status).toBe(400);
      expect(between.body).toMatchObject({
        code: 'TIFFIN_PICKUP_SLOT_INVALID',
        message: "13:15 does not start one of Daily lunch's pickup slots: 12:30–13:00, 13:00–13:30, 13:30–14:00.",
      });
      const notATime = await subscribe(t, token, { planId: plan.id, period: 'WEEK', pickupFrom: 'noon' });
      expect(notATime.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'pickupFrom must be the start of a pickup slot as HH:MM, such as 13:00',
      });
      const mine = await t.http().get('/api/v1/tiffin/subscriptions').set(bearer(token));
      expect(mine.body.data).toEqual([]);
    });

    it('moves a subscription to another slot from its first meal still open to change; the production sheet counts each slot', async () => {
      const day0 = travelToKitchenTime(t, '10:00');
      const [day1, day2] = [addDays(day0, 1), addDays(day0, 2)];
      const plan = await createPlan(t, { name: 'Slotted lunch', slotMinutes: 30 });
      const dishes = [
        await createOrderableDish(t, { name: 'Rajma chawal' }, { cookDate: day1 }),
        await createOrderableDish(t, { name: 'Chole kulche' }, { cookDate: day2 }),
      ];
      const early = await createUser(t);
      const late = await createUser(t);
      const earlyId: number = (await subscribe(t, early.token, { planId: plan.id, period: 'WEEK', pickupFrom: '12:30' })).body.data.id;
      const lateId: number = (await subscribe(t, late.token, { planId: plan.id, period: 'WEEK', pickupFrom: '13:30' })).body.data.id;
      for (const id of [earlyId, lateId]) await pay(t, id, 843.5);
      await serve(t, plan.id, day1, dishes[0].schedule.id);
      await serve(t, plan.id, day2, dishes[1].schedule.id);
      await reserve();

      // Past day 1's skip cutoff (20:00 on day 0): day 1 keeps its slot, day 2 moves.
      t.clock.travelTo(zonedTime(day0, '21:00', t.config.kitchenTimeZone));
      const moved = await changeSlot(early.token, earlyId, '13:30');
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ pickupFrom: '13:30', pickupTo: '14:00' });
      const slotOn = (date: string) => moved.body.data.meals.find((meal: { cookDate: string }) => meal.cookDate === date);
      expect(slotOn(day1)).toMatchObject({ pickupFrom: '12:30', pickupTo: '13:00', changeable: false });
      expect(slotOn(day2)).toMatchObject({ pickupFrom: '13:30', pickupTo: '14:00', changeable: true });

      const sheetOf = async (date: string) =>
        (await t.http().get(`/api/v1/admin/production?cookDate=${date}`).set(bearer(admin))).body.planMeals.map(
          (row: { pickupFrom: string; quantity: number }) => [row.pickupFrom, row.quantity],
        );
      const at = (date: string, time: string) => zonedTime(date, time, t.config.kitchenTimeZone).toISOString();
      expect(await sheetOf(day1)).toEqual([
        [at(day1, '12:30'), 1],
        [at(day1, '13:30'), 1],
      ]);
      expect(await sheetOf(day2)).toEqual([[at(day2, '13:30'), 2]]);
      const csv = await t.http().get(`/api/v1/admin/production?cookDate=${day1}`).set(bearer(admin)).set('Accept', 'text/csv');
      expect(csv.text).toContain('Slotted lunch,Rajma chawal,12:30 pm – 1:00 pm,1');
      expect(csv.text).toContain('Slotted lunch,Rajma chawal,1:30 pm – 2:00 pm,1');
      // The stock is untouched by a slot change: two portions of each day held.
      expect(await portionsLeft(t, dishes[1].schedule.id)).toBe(18);
    });

    it("refuses a slot the plan does not offer, another customer's subscription and a cancelled one, changing nothing", async () => {
      travelToKitchenTime(t, '10:00');
      const plan = await createPlan(t, { slotMinutes: 45 });
      const owner = await createUser(t);
      const id: number = (await subscribe(t, owner.token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const offSlot = await changeSlot(owner.token, id, '13:00');
      expect(offSlot.status).toBe(400);
      expect(offSlot.body.message).toBe("13:00 does not start one of Daily lunch's pickup slots: 12:30–13:15, 13:15–14:00.");
      const stranger = await createUser(t);
      expect((await changeSlot(stranger.token, id, '13:15')).status).toBe(404);
      expect((await changeSlot(owner.token, id, 1315)).body.code).toBe('VALIDATION_FAILED');
      await t.http().post(`/api/v1/tiffin/subscriptions/${id}/cancel`).set(bearer(owner.token)).expect(200);
      const cancelled = await changeSlot(owner.token, id, '13:15');
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.code).toBe('TIFFIN_SUBSCRIPTION_CANCELLED');
      const read = await t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(owner.token));
      expect(read.body.data).toMatchObject({ pickupFrom: '12:30', pickupTo: '13:15' });
    });
  });

  describe('the tiffin dish mark', () => {
    it("serves the date's dish marked tiffin where nobody chose one, preferring the schedule in the plan's window; a choice stands", async () => {
      // Past the lease of the job run by the tests above (a run's lease is kept until it expires).
      const day0 = travelToKitchenTime(t, '11:00');
      const [day1, day2] = [addDays(day0, 1), addDays(day0, 2)];
      const dinner = await createPlan(t, { name: 'Mark dinner', meal: 'DINNER', pickupFrom: '19:00', pickupTo: '21:00' });
      const customer = await createUser(t);
      const subscription = (await subscribe(t, customer.token, { planId: dinner.id, period: 'WEEK' })).body.data;
      await pay(t, subscription.id, subscription.amount);

      const { dish: lunchDish } = await createOrderableDish(t, { name: 'Marked lunch thali' }, { cookDate: day1 });
      const marked = await t.http().put(`/api/v1/admin/menus/${lunchDish.id}`).set(bearer(admin)).send({ tiffin: true });
      expect(marked.status).toBe(200);
      expect(marked.body.tiffin).toBe(true);
      const { dish: dinnerDish } = await createOrderableDish(t, { name: 'Marked dinner thali' }, { cookDate: day1 });
      await t.http().put(`/api/v1/admin/menus/${dinnerDish.id}`).set(bearer(admin)).send({ tiffin: true });
      const evening = await createSchedule(t, dinnerDish.id, {
        cookDate: day1,
        pickupFrom: zonedTime(day1, '19:30', t.config.kitchenTimeZone),
        pickupTo: zonedTime(day1, '20:30', t.config.kitchenTimeZone),
      });
      const unmarked = await createOrderableDish(t, { name: 'Not for plans' }, { cookDate: day2 });
      const chosen = await createOrderableDish(t, { name: 'Chosen by the kitchen' }, { cookDate: day2 });
      await createSchedule(t, lunchDish.id, { cookDate: day2 });
      expect((await serve(t, dinner.id, day2, chosen.schedule.id)).status).toBe(200);

      await t.app.get(TiffinReservationJob).run();
      expect(await t.app.get(TiffinDishRule).fillUnchosenDates()).toBe(0);
      expect(await reserve()).toBe(0);
      const planMeals = await t.dataSource.getRepository(TiffinPlanMeal).findBy({ planId: dinner.id });
      expect(planMeals.map((row) => [row.cookDate, row.scheduleId]).sort()).toEqual(
        [
          [day1, evening.id],
          [day2, chosen.schedule.id],
        ].sort(),
      );
      const meals = await t.dataSource.getRepository(TiffinMeal).findBy({ subscriptionId: subscription.id });
      expect(meals.map((meal) => [meal.cookDate, meal.status, meal.scheduleId]).sort()).toEqual(
        [
          [day1, 'RESERVED', evening.id],
          [day2, 'RESERVED', chosen.schedule.id],
        ].sort(),
      );
      expect(await portionsLeft(t, evening.id)).toBe(19);
      expect(await portionsLeft(t, unmarked.schedule.id)).toBe(20);
      const list = await t.http().get(`/api/v1/admin/menus/${unmarked.dish.id}`).set(bearer(admin));
      expect(list.body.tiffin).toBe(false);
    });

    it('refuses a mark that is not true or false', async () => {
      const { dish } = await createOrderableDish(t);
      const answer = await t.http().put(`/api/v1/admin/menus/${dish.id}`).set(bearer(admin)).send({ tiffin: 'yes' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'tiffin must be true or false' });
    });
  });
});
