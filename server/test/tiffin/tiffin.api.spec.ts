import { In } from 'typeorm';
import { addDays, zonedTime } from '../../src/common/kitchen-time';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { TestPayment } from '../../src/payment-gateway/test-payment.entity';
import { TiffinReservationJob } from '../../src/tiffin/meals/tiffin-reservation.job';
import { TiffinReservations } from '../../src/tiffin/meals/tiffin-reservations.service';
import { TiffinSubscriptionsService } from '../../src/tiffin/subscriptions/tiffin-subscriptions.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, createPlan, pay, planForm, serve, subscribe, travelToKitchenTime } from './tiffin.helpers';

describe('tiffin plans', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    // The tests run the job by hand on a moved clock: a real tick between could hold its lease from another time.
    await pauseJobs(t, 'reserve-tiffin-meals');
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const reserve = () => t.app.get(TiffinReservations).reserveOpenDates();

  describe('the console', () => {
    it('creates, lists, reads and changes a plan, prices in rupees', async () => {
      const created = await t
        .http()
        .post('/api/v1/admin/tiffin-plans')
        .set(bearer(admin))
        .send(planForm({ weekdays: [5, 1, 3, 1] }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Daily lunch', pricePerMeal: 120.5, weekdays: [1, 3, 5], subscribers: 0, active: true });

      const list = await t.http().get('/api/v1/admin/tiffin-plans?range=[0,9]').set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toMatch(/^tiffin-plans 0-\d+\/\d+$/);
      expect(list.body.map((plan: { id: number }) => plan.id)).toContain(created.body.id);

      const changed = await t
        .http()
        .put(`/api/v1/admin/tiffin-plans/${created.body.id}`)
        .set(bearer(admin))
        .send({ ...created.body, pricePerMeal: 99.99, active: false });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ pricePerMeal: 99.99, active: false });
      const read = await t.http().get(`/api/v1/admin/tiffin-plans/${created.body.id}`).set(bearer(admin));
      expect(read.body.pricePerMeal).toBe(99.99);

      const offered = await t.http().get('/api/v1/tiffin/plans');
      expect(offered.body.data.map((plan: { id: number }) => plan.id)).not.toContain(created.body.id);
    });

    it.each([
      [{ weekdays: [8] }, 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)'],
      [{ weekdays: [] }, 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)'],
      [{ pricePerMeal: 100.001 }, 'pricePerMeal must be an amount in rupees, with at most two decimals'],
      [{ periods: ['YEAR'] }, 'periods must list one or more of WEEK, FOUR_WEEKS, MONTH'],
      [{ skipCutoffTime: '25:00' }, 'skipCutoffTime must be a time of day as HH:MM, such as 20:00'],
      [{ capacity: 0 }, 'capacity must be at least 1'],
      [{ meal: 'BRUNCH' }, 'meal must be one of LUNCH, DINNER'],
    ])('refuses a plan with %j: 400 naming the field', async (change, message) => {
      const answer = await t.http().post('/api/v1/admin/tiffin-plans').set(bearer(admin)).send(planForm(change));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });

    it('refuses a pickup window that ends before it starts, a null name, an unknown plan and a customer', async () => {
      const backwards = await t
        .http()
        .post('/api/v1/admin/tiffin-plans')
        .set(bearer(admin))
        .send(planForm({ pickupFrom: '14:00', pickupTo: '13:00' }));
      expect(backwards.status).toBe(400);
      expect(backwards.body).toMatchObject({ code: 'TIFFIN_PLAN_INVALID', message: 'pickupTo must be later than pickupFrom' });
      const plan = await createPlan(t);
      const nulled = await t.http().put(`/api/v1/admin/tiffin-plans/${plan.id}`).set(bearer(admin)).send({ name: null });
      expect(nulled.status).toBe(400);
      const unknown = await t.http().get('/api/v1/admin/tiffin-plans/999999').set(bearer(admin));
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('TIFFIN_PLAN_NOT_FOUND');
      const { token } = await createUser(t);
      expect((await t.http().get('/api/v1/admin/tiffin-plans').set(bearer(token))).status).toBe(403);
    });

    it("sets a date's schedule only from that date, on one of the plan's days", async () => {
      const today = travelToKitchenTime(t, '10:00');
      const tomorrow = addDays(today, 1);
      const plan = await createPlan(t);
      const { dish, schedule } = await createOrderableDish(t, {}, { cookDate: tomorrow });
      const set = await serve(t, plan.id, tomorrow, schedule.id);
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ planId: plan.id, cookDate: tomorrow, scheduleId: schedule.id, menuName: dish.name, reserved: 0 });
      const otherDate = await serve(t, plan.id, addDays(tomorrow, 1), schedule.id);
      expect(otherDate.status).toBe(400);
      expect(otherDate.body.message).toBe(`Schedule ${schedule.id} cooks on ${tomorrow}, not on ${addDays(tomorrow, 1)}.`);
      const missing = await serve(t, plan.id, tomorrow, 999999);
      expect(missing.body).toMatchObject({ code: 'TIFFIN_PLAN_SCHEDULE_INVALID', message: 'There is no schedule 999999.' });
    });
  });

  it("lists subscriptions by plan, customer and state with the customer's name and phone, and a plan's coming dishes", async () => {
    const today = travelToKitchenTime(t, '10:00');
    const [lunch, dinner] = [await createPlan(t), await createPlan(t, { name: 'Daily dinner', meal: 'DINNER' })];
    const asha = await createUser(t, { name: 'Asha Rao', phone: '919812345678' });
    const ravi = await createUser(t, { name: 'Ravi Kumar' });
    const ashaLunch = (await subscribe(t, asha.token, { planId: lunch.id, period: 'WEEK' })).body.data;
    await subscribe(t, asha.token, { planId: dinner.id, period: 'WEEK' });
    await subscribe(t, ravi.token, { planId: lunch.id, period: 'WEEK' });
    await pay(t, ashaLunch.id, ashaLunch.amount);
    const list = (filter: Record<string, unknown>) =>
      t
        .http()
        .get('/api/v1/admin/tiffin-subscriptions')
        .query({ filter: JSON.stringify(filter) })
        .set(bearer(admin));

    const lunches = await list({ planId: lunch.id });
    expect(lunches.headers['content-range']).toBe('tiffin-subscriptions 0-1/2');
    expect(lunches.body.map((row: { customerName: string }) => row.customerName).sort()).toEqual(['Asha Rao', 'Ravi Kumar']);
    const paidLunch = await list({ planId: lunch.id, status: 'active' });
    expect(paidLunch.body).toEqual([
      expect.objectContaining({ id: ashaLunch.id, customerName: 'Asha Rao', customerPhone: '919812345678' }),
    ]);
    expect((await list({ userId: asha.user.id, status: ['AWAITING_PAYMENT'] })).body.map((row: { planId: number }) => row.planId)).toEqual([
      dinner.id,
    ]);
    expect((await list({ planId: 'none' })).headers['content-range']).toBe('tiffin-subscriptions */0');
    const badState = await list({ status: 'PAID' });
    expect(badState.status).toBe(400);
    expect(badState.body.message).toBe('filter status must be one of AWAITING_PAYMENT, ACTIVE, CANCELLED');

    const tomorrow = addDays(today, 1);
    const { dish, schedule } = await createOrderableDish(t, {}, { cookDate: tomorrow });
    await serve(t, lunch.id, tomorrow, schedule.id);
    await reserve();
    const meals = await t.http().get(`/api/v1/admin/tiffin-plans/${lunch.id}/meals`).set(bearer(admin));
    expect(meals.body).toEqual([{ planId: lunch.id, cookDate: tomorrow, scheduleId: schedule.id, menuName: dish.name, reserved: 1 }]);
    expect((await t.http().get(`/api/v1/admin/tiffin-plans/${dinner.id}/meals`).set(bearer(admin))).body).toEqual([]);
    expect((await t.http().get('/api/v1/admin/tiffin-plans/999999/meals').set(bearer(admin))).body.code).toBe('TIFFIN_PLAN_NOT_FOUND');
    // Tomorrow's production sheet belongs to another test: the meal goes back before its cutoff.
    await t.http().post(`/api/v1/tiffin/subscriptions/${ashaLunch.id}/cancel`).set(bearer(asha.token)).expect(200);
  });

  it('answers odd input to every tiffin write with a 4xx, never a 500', async () => {
    const plan = await createPlan(t);
    const { token } = await createUser(t);
    const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
    const odd: unknown[] = [null, [], [[1]], {}, 'x', 1e-7, 1e308, -1, '2026-02-31', { $gt: 1 }, true];
    const calls: [string, string, string, string][] = [
      ['post', '/api/v1/admin/tiffin-plans', admin, 'weekdays'],
      ['post', '/api/v1/admin/tiffin-plans', admin, 'pricePerMeal'],
      ['put', `/api/v1/admin/tiffin-plans/${plan.id}`, admin, 'periods'],
      ['put', `/api/v1/admin/tiffin-plans/${plan.id}/meals/2026-02-31`, admin, 'scheduleId'],
      ['post', '/api/v1/tiffin/subscriptions', token, 'weekdays'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/skip`, token, 'cookDate'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/pause`, token, 'from'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/verify-payment`, token, 'razorpay_payment_id'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/verify-autopay`, token, 'razorpay_subscription_id'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/verify-autopay`, token, 'razorpay_signature'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/renew`, token, 'planId'],
      ['post', `/api/v1/tiffin/subscriptions/${id}/autopay`, token, 'planId'],
      ['post', '/api/v1/admin/tiffin-plans', admin, 'autopayAllowed'],
      ['post', `/api/v1/admin/tiffin-subscriptions/${id}/payment`, admin, 'amount'],
    ];
    const statuses: string[] = [];
    for (const [method, path, bearerToken, field] of calls) {
      for (const value of odd) {
        const base = path.endsWith('tiffin-plans')
          ? planForm()
          : { planId: plan.id, period: 'WEEK', cookDate: '2026-12-01', from: '2026-12-01', to: '2026-12-02' };
        const answer = await (method === 'put' ? t.http().put(path) : t.http().post(path))
          .set(bearer(bearerToken))
          .send({ ...base, [field]: value });
        if (answer.status >= 500) statuses.push(`${method} ${path} ${field}=${JSON.stringify(value)}: ${answer.status}`);
      }
    }
    expect(statuses).toEqual([]);
  });

  describe('subscribing', () => {
    it('starts on the first date whose skip cutoff is ahead, for one period, awaiting payment', async () => {
      const today = travelToKitchenTime(t, '19:59');
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const before = await subscribe(t, token, { planId: plan.id, period: 'WEEK' });
      expect(before.status).toBe(201);
      expect(before.body.data).toMatchObject({
        startDate: addDays(today, 1),
        endDate: addDays(today, 7),
        status: 'AWAITING_PAYMENT',
        mealsInPeriod: 7,
        amount: 843.5,
        paid: 0,
        due: 843.5,
        credit: 0,
      });

      travelToKitchenTime(t, '20:00');
      const other = await createUser(t);
      const after = await subscribe(t, other.token, { planId: plan.id, period: 'FOUR_WEEKS', weekdays: [1, 3, 5] });
      expect(after.status).toBe(201);
      expect(after.body.data.startDate > addDays(today, 1)).toBe(true);
      expect(after.body.data.mealsInPeriod).toBe(12);
      expect(after.body.data.amount).toBe(1446);
    });

    it('refuses a period or day not offered, a second subscription, a full plan and a closed one', async () => {
      const plan = await createPlan(t, { weekdays: [1, 2, 3, 4, 5], periods: ['MONTH'], capacity: 2 });
      const first = await createUser(t);
      const wrongPeriod = await subscribe(t, first.token, { planId: plan.id, period: 'WEEK' });
      expect(wrongPeriod.status).toBe(400);
      expect(wrongPeriod.body).toMatchObject({ code: 'TIFFIN_CHOICE_NOT_OFFERED', message: 'Daily lunch is sold by MONTH, not by WEEK.' });
      const sunday = await subscribe(t, first.token, { planId: plan.id, period: 'MONTH', weekdays: [1, 7] });
      expect(sunday.body).toMatchObject({ code: 'TIFFIN_CHOICE_NOT_OFFERED', message: 'Daily lunch does not serve on Sundays.' });
      expect((await subscribe(t, first.token, { planId: plan.id, period: 'MONTH' })).status).toBe(201);
      const again = await subscribe(t, first.token, { planId: plan.id, period: 'MONTH' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('TIFFIN_ALREADY_SUBSCRIBED');

      const others = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      const answers = await Promise.all(others.map(({ token }) => subscribe(t, token, { planId: plan.id, period: 'MONTH' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'TIFFIN_PLAN_FULL')).toBe(true);

      await t.http().put(`/api/v1/admin/tiffin-plans/${plan.id}`).set(bearer(admin)).send({ active: false });
      const closed = await subscribe(t, (await createUser(t)).token, { planId: plan.id, period: 'MONTH' });
      expect(closed.body.code).toBe('TIFFIN_PLAN_CLOSED');
    });

    it("lets an unpaid subscription go once its first meal's cutoff passes, freeing its place; the job does it", async () => {
      travelToKitchenTime(t, '10:00');
      const plan = await createPlan(t, { capacity: 1 });
      const { token } = await createUser(t);
      const unpaid = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data;
      const state = async () => (await t.http().get(`/api/v1/tiffin/subscriptions/${unpaid.id}`).set(bearer(token))).body.data.status;

      travelToKitchenTime(t, '19:59');
      expect(await t.app.get(TiffinSubscriptionsService).expireUnpaid()).toBe(0);
      expect(await state()).toBe('AWAITING_PAYMENT');
      expect((await subscribe(t, (await createUser(t)).token, { planId: plan.id, period: 'WEEK' })).body.code).toBe('TIFFIN_PLAN_FULL');

      travelToKitchenTime(t, '20:00');
      await t.app.get(TiffinReservationJob).run();
      expect(await state()).toBe('CANCELLED');
      expect((await pay(t, unpaid.id, unpaid.amount)).body.message).toBe('This subscription is cancelled: it awaits no payment.');
      expect((await subscribe(t, (await createUser(t)).token, { planId: plan.id, period: 'WEEK' })).status).toBe(201);
    });

    it('takes the prepayment once and only for the amount the period costs', async () => {
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const subscription = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data;
      const wrong = await pay(t, subscription.id, 800);
      expect(wrong.status).toBe(409);
      expect(wrong.body.message).toBe('The period costs ₹843.50: record that amount.');
      const paid = await pay(t, subscription.id, 843.5);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'ACTIVE', paid: 843.5, due: 0 });
      expect((await pay(t, subscription.id, 843.5)).body.code).toBe('TIFFIN_PAYMENT_INVALID');
    });
  });

  describe('paying online', () => {
    it('gives back, once each, a second payment and a payment made after the subscription was cancelled', async () => {
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const payments = (path: string, body: object = {}) => t.http().post(`/api/v1${path}`).set(bearer(token)).send(body);
      const refundOf = (paymentId: string) =>
        waitFor(
          () => t.dataSource.getRepository(PaymentRefund).findOneBy({ paymentId }),
          (row) => row?.sentAt != null,
        );
      const testPayment = (id: string) => t.dataSource.getRepository(TestPayment).findOneByOrFail({ id });

      const paidTwice: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const providerOrderId: string = (await payments(`/tiffin/subscriptions/${paidTwice}/checkout`)).body.data.providerOrderId;
      const first = (await payments(`/payments/test/${providerOrderId}/pay`)).body.data;
      const second = (await payments(`/payments/test/${providerOrderId}/pay`)).body.data;
      const kept = (await payments(`/tiffin/subscriptions/${paidTwice}/verify-payment`, first)).body.data;
      expect(kept).toMatchObject({ status: 'ACTIVE', paid: 843.5 });
      expect((await payments(`/tiffin/subscriptions/${paidTwice}/verify-payment`, second)).body.code).toBe('TIFFIN_PAYMENT_INVALID');
      expect(await refundOf(second.razorpay_payment_id)).toMatchObject({
        kind: 'EXTRA_PAYMENT',
        receipt: `tiffin-${paidTwice}`,
        amountPaise: 84350,
        lastError: null,
      });
      expect((await testPayment(second.razorpay_payment_id)).refundId).not.toBeNull();
      expect((await testPayment(first.razorpay_payment_id)).refundId).toBeNull();

      const other = await createUser(t);
      const cancelled: number = (await subscribe(t, other.token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const lateOrder: string = (await t.http().post(`/api/v1/tiffin/subscriptions/${cancelled}/checkout`).set(bearer(other.token))).body
        .data.providerOrderId;
      await t.http().post(`/api/v1/tiffin/subscriptions/${cancelled}/cancel`).set(bearer(other.token)).expect(200);
      const late = (await t.http().post(`/api/v1/payments/test/${lateOrder}/pay`).set(bearer(other.token))).body.data;
      expect(await refundOf(late.razorpay_payment_id)).toMatchObject({ kind: 'EXTRA_PAYMENT', receipt: `tiffin-${cancelled}` });
      expect(await t.dataSource.getRepository(PaymentRefund).countBy({ receipt: In([`tiffin-${paidTwice}`, `tiffin-${cancelled}`]) })).toBe(
        2,
      );
    });

    it('pays the period through the test-mode gateway once, by the webhook or the verify call, whichever comes first', async () => {
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const payments = (path: string, body: object = {}) => t.http().post(`/api/v1${path}`).set(bearer(token)).send(body);

      const checkout = await payments(`/tiffin/subscriptions/${id}/checkout`);
      expect(checkout.status).toBe(200);
      expect(checkout.body.data).toMatchObject({ provider: 'test', amount: 84350, currency: 'INR' });
      const providerOrderId: string = checkout.body.data.providerOrderId;
      expect((await payments(`/tiffin/subscriptions/${id}/checkout`)).body.data.providerOrderId).toBe(providerOrderId);

      const paid = (await payments(`/payments/test/${providerOrderId}/pay`)).body.data;
      const forged = await payments(`/tiffin/subscriptions/${id}/verify-payment`, { ...paid, razorpay_signature: 'f'.repeat(64) });
      expect(forged.status).toBe(409);
      expect(forged.body).toMatchObject({ code: 'TIFFIN_PAYMENT_INVALID', message: 'This payment could not be verified.' });
      // The test mode delivered its signed payment.captured webhook with the Pay button: that alone paid the period.
      const mine = await t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(token));
      expect(mine.body.data).toMatchObject({ status: 'ACTIVE', paid: 843.5 });

      const verified = await payments(`/tiffin/subscriptions/${id}/verify-payment`, paid);
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ status: 'ACTIVE', paid: 843.5, due: 0 });
      expect((await payments(`/tiffin/subscriptions/${id}/verify-payment`, paid)).body.data.paid).toBe(843.5);
      expect((await payments(`/tiffin/subscriptions/${id}/checkout`)).body.code).toBe('TIFFIN_PAYMENT_INVALID');
      expect((await pay(t, id, 843.5)).body.code).toBe('TIFFIN_PAYMENT_INVALID');
    });
    it('pays a week by test-mode AutoPay and renews it with the next test charge, through the same webhooks', async () => {
      travelToKitchenTime(t, '10:00');
      const plan = await createPlan(t, { autopayAllowed: true });
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const payments = (path: string, body: object = {}) => t.http().post(`/api/v1${path}`).set(bearer(token)).send(body);

      const mandate = await payments(`/tiffin/subscriptions/${id}/autopay`);
      expect(mandate.status).toBe(200);
      expect(mandate.body.data).toMatchObject({ provider: 'test', checkoutUrl: null, shortUrl: null, amount: 84350, currency: 'INR' });
      const mandateId: string = mandate.body.data.providerSubscriptionId;
      expect((await payments(`/payments/test/subscriptions/${mandateId}/fail`)).status).toBe(200);
      const approved = (await payments(`/payments/test/subscriptions/${mandateId}/pay`)).body.data;
      // The test mode's subscription.charged webhook paid the week; the verify call finds it paid.
      expect((await payments(`/tiffin/subscriptions/${id}/verify-autopay`, approved)).body.data).toMatchObject({
        status: 'ACTIVE',
        paid: 843.5,
        autopay: true,
      });
      const forged = await payments(`/tiffin/subscriptions/${id}/verify-autopay`, { ...approved, razorpay_signature: 'b'.repeat(64) });
      expect(forged.body.code).toBe('TIFFIN_PAYMENT_INVALID');
      const empty = await payments(`/tiffin/subscriptions/${id}/verify-autopay`, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('razorpay_subscription_id') });

      t.clock.advance(6 * 86_400_000 + 10 * 3_600_000);
      await payments(`/payments/test/subscriptions/${mandateId}/fail`).expect(200);
      await payments(`/payments/test/subscriptions/${mandateId}/pay`).expect(200);
      const mine = (await t.http().get('/api/v1/tiffin/subscriptions').set(bearer(token))).body.data;
      expect(
        mine.map((period: { renewalOf: number | null; status: string; paid: number }) => [period.renewalOf, period.status, period.paid]),
      ).toEqual([
        [id, 'ACTIVE', 843.5],
        [null, 'ACTIVE', 843.5],
      ]);
      expect((await payments(`/tiffin/subscriptions/${id}/renew`)).body.code).toBe('TIFFIN_RENEWAL_NOT_OPEN');
    });

    it("records the test page's failed attempt and answers the subscription, still awaiting payment; paying after works", async () => {
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const payments = (path: string) => t.http().post(`/api/v1${path}`).set(bearer(token));
      const providerOrderId: string = (await payments(`/tiffin/subscriptions/${id}/checkout`)).body.data.providerOrderId;

      const failed = await payments(`/payments/test/${providerOrderId}/fail`);
      expect(failed.status).toBe(200);
      expect(failed.body.data).toMatchObject({ id, status: 'AWAITING_PAYMENT', paid: 0, due: 843.5 });
      expect(await t.dataSource.getRepository(TestPayment).findBy({ providerOrderId })).toEqual([
        expect.objectContaining({ status: 'failed', amount: 84350 }),
      ]);
      await payments(`/payments/test/${providerOrderId}/pay`).expect(200);
      expect((await t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(token))).body.data.status).toBe('ACTIVE');
      const stranger = await createUser(t);
      expect((await t.http().post(`/api/v1/payments/test/${providerOrderId}/fail`).set(bearer(stranger.token))).status).toBe(404);
    });
  });

  describe('my tiffin', () => {
    it('reserves, skips until the cutoff, pauses, resumes and cancels, with credit to the paisa', async () => {
      const day0 = travelToKitchenTime(t, '10:00');
      const [day1, day2, day3, day4] = [1, 2, 3, 4].map((days) => addDays(day0, days));
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      await pay(t, id, 843.5);
      const first = await createOrderableDish(t, { name: 'Rajma chawal' }, { cookDate: day1, availableQty: 5 });
      const second = await createOrderableDish(t, {}, { cookDate: day2, availableQty: 5 });
      await serve(t, plan.id, day1, first.schedule.id);
      await serve(t, plan.id, day2, second.schedule.id);
      const mine = () => t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(token));
      const change = (action: string, body: object = {}) =>
        t.http().post(`/api/v1/tiffin/subscriptions/${id}/${action}`).set(bearer(token)).send(body);
      const statusOf = async (date: string) =>
        (await mine()).body.data.meals.find((meal: { cookDate: string }) => meal.cookDate === date)?.status;

      expect(await reserve()).toBe(2);
      expect(await reserve()).toBe(0);
      expect(await portionsLeft(t, first.schedule.id)).toBe(4);
      const meals = (await mine()).body.data.meals;
      expect(meals[0]).toMatchObject({ cookDate: day1, status: 'RESERVED', dish: 'Rajma chawal', changeable: true });
      expect(meals[2]).toMatchObject({ cookDate: day3, status: 'SCHEDULED', dish: null });

      const skipped = await change('skip', { cookDate: day1 });
      expect(skipped.status).toBe(200);
      expect(skipped.body.data).toMatchObject({ credit: 120.5, charged: 723 });
      expect(await portionsLeft(t, first.schedule.id)).toBe(5);
      expect(await reserve()).toBe(0);
      expect(await portionsLeft(t, first.schedule.id)).toBe(5);

      expect((await change('unskip', { cookDate: day1 })).body.data.credit).toBe(0);
      expect(await portionsLeft(t, first.schedule.id)).toBe(4);
      await change('skip', { cookDate: day1 });

      travelToKitchenTime(t, '20:00');
      const late = await change('unskip', { cookDate: day1 });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('TIFFIN_SKIP_CLOSED');
      expect(late.body.message).toContain('it is too late now');
      expect(await statusOf(day1)).toBe('SKIPPED');
      expect((await change('skip', { cookDate: addDays(day0, 30) })).body.code).toBe('TIFFIN_NOT_A_MEAL_DATE');

      const paused = await change('pause', { from: day3, to: day4 });
      expect(paused.body.data).toMatchObject({ credit: 361.5, charged: 482 });
      expect(await statusOf(day3)).toBe('PAUSED');
      const resumed = await change('resume');
      expect(resumed.body.data.credit).toBe(120.5);
      expect(await statusOf(day3)).toBe('SCHEDULED');

      t.clock.advance(24 * 3600_000);
      const cancelled = await change('cancel');
      expect(cancelled.status).toBe(200);
      // Day 1 skipped and day 2 past its cutoff (served, charged); days 3 to 7 cancelled into credit.
      expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', paid: 843.5, charged: 120.5, credit: 723, due: 0 });
      expect(await statusOf(day2)).toBe('RESERVED');
      expect(await portionsLeft(t, second.schedule.id)).toBe(4);
      expect((await change('skip', { cookDate: day4 })).body.code).toBe('TIFFIN_SUBSCRIPTION_CANCELLED');
    });

    it('puts the reserved plan meals on the production sheet and its CSV, per plan and pickup window, beside the orders', async () => {
      const day0 = travelToKitchenTime(t, '09:00');
      const day1 = addDays(day0, 1);
      const plan = await createPlan(t, { name: 'Office lunch', pickupFrom: '13:00', pickupTo: '14:00' });
      const { schedule, dish } = await createOrderableDish(t, { name: 'Kadhi chawal' }, { cookDate: day1, availableQty: 9 });
      const skipper = await createUser(t);
      for (const customer of [await createUser(t), await createUser(t), skipper]) {
        const subscription = (await subscribe(t, customer.token, { planId: plan.id, period: 'WEEK' })).body.data;
        await pay(t, subscription.id, subscription.amount);
        if (customer === skipper)
          await t.http().post(`/api/v1/tiffin/subscriptions/${subscription.id}/skip`).set(bearer(skipper.token)).send({ cookDate: day1 });
      }
      await serve(t, plan.id, day1, schedule.id);
      await reserve();
      const buyer = await createUser(t);
      expect((await placeOrder(t, buyer.token, [{ menuScheduleId: schedule.id, quantity: 1 }])).status).toBe(201);

      const sheet = await t.http().get(`/api/v1/admin/production?cookDate=${day1}`).set(bearer(admin));
      expect(sheet.body.dishes).toEqual([expect.objectContaining({ menuId: dish.id, totalQuantity: 1 })]);
      expect(sheet.body.planMeals).toEqual([
        {
          planId: plan.id,
          planName: 'Office lunch',
          meal: 'LUNCH',
          menuId: dish.id,
          menuName: 'Kadhi chawal',
          pickupFrom: zonedTime(day1, '13:00', t.config.kitchenTimeZone).toISOString(),
          pickupTo: zonedTime(day1, '14:00', t.config.kitchenTimeZone).toISOString(),
          quantity: 2,
        },
      ]);
      const csv = await t.http().get(`/api/v1/admin/production?cookDate=${day1}`).set(bearer(admin)).set('Accept', 'text/csv');
      expect(csv.text.split('\r\n').slice(-3)).toEqual([
        'Tiffin plan,Dish,Pickup window,Meals',
        'Office lunch,Kadhi chawal,1:00 pm – 2:00 pm,2',
        '',
      ]);
    });

    it('takes no portion for an unpaid subscription, even when it un-skips a date that serves a schedule', async () => {
      const day0 = travelToKitchenTime(t, '09:00');
      const day1 = addDays(day0, 1);
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      const { schedule } = await createOrderableDish(t, {}, { cookDate: day1, availableQty: 3 });
      await serve(t, plan.id, day1, schedule.id);
      const change = (action: string) =>
        t.http().post(`/api/v1/tiffin/subscriptions/${id}/${action}`).set(bearer(token)).send({ cookDate: day1 });
      expect((await change('skip')).body.data.meals[0].status).toBe('SKIPPED');
      expect((await change('unskip')).body.data.meals[0].status).toBe('SCHEDULED');
      expect(await reserve()).toBe(0);
      expect(await portionsLeft(t, schedule.id)).toBe(3);
    });

    it('gives back the portion of a reserved meal that is paused, and never shows another customer the subscription', async () => {
      const day0 = travelToKitchenTime(t, '09:00');
      const day1 = addDays(day0, 1);
      const plan = await createPlan(t);
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
      await pay(t, id, 843.5);
      const { schedule } = await createOrderableDish(t, {}, { cookDate: day1, availableQty: 3 });
      await serve(t, plan.id, day1, schedule.id);
      await reserve();
      expect(await portionsLeft(t, schedule.id)).toBe(2);
      await t
        .http()
        .post(`/api/v1/tiffin/subscriptions/${id}/pause`)
        .set(bearer(token))
        .send({ from: day1, to: addDays(day1, 2) });
      expect(await portionsLeft(t, schedule.id)).toBe(3);

      const stranger = await createUser(t);
      const peek = await t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(stranger.token));
      expect(peek.status).toBe(404);
      expect((await t.http().get('/api/v1/tiffin/subscriptions').set(bearer(stranger.token))).body.data).toEqual([]);
    });
  });
});
