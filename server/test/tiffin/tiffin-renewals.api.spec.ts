import { TokenService } from '../../src/auth/token.service';
import { addDays } from '../../src/common/kitchen-time';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { TiffinEndedPeriods } from '../../src/tiffin/billing/tiffin-ended-periods';
import { TiffinSubscription } from '../../src/tiffin/subscriptions/tiffin-subscription.entity';
import { TiffinSubscriptionsService } from '../../src/tiffin/subscriptions/tiffin-subscriptions.service';
import type { User } from '../../src/users/user.entity';
import { adminToken, createUser } from '../factories/user.factory';
import { refundsOnceSent } from '../support/sent-refunds';
import { siteWithFakeRazorpay } from '../support/fake-razorpay-site';
import type { TestApp } from '../support/test-app';
import { bearer, createPlan, pay, subscribe, travelToKitchenTime } from './tiffin.helpers';

/** Renewing a paid period with its credit carried, and the credit of a cancelled one refunded once (or carried). */
describe('tiffin renewals and credit', () => {
  const { razorpay, site } = siteWithFakeRazorpay({ pausedJobs: ['reserve-tiffin-meals'] });
  let t: TestApp;

  beforeAll(() => (t = site()));
  afterEach(async () => {
    t.clock.reset();
    await setCancelCredit('REFUND');
  });

  /** The kitchen's policy for a cancelled period's credit (kitchen settings). */
  async function setCancelCredit(policy: 'REFUND' | 'CARRY'): Promise<void> {
    await t
      .http()
      .put('/api/v1/admin/kitchen-settings')
      .set(bearer(await adminToken(t)))
      .send({ tiffinCancelCredit: policy })
      .expect(200);
  }

  const call = (token: string, path: string, body: object = {}) =>
    t.http().post(`/api/v1/tiffin/subscriptions/${path}`).set(bearer(token)).send(body);
  const mine = (token: string, id: number) => t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(token));
  const webhookUrl = () => `${t.url}/api/v1/payments/razorpay/webhook`;

  /** A week of the every-day plan at ₹120.50 a meal, from tomorrow, paid through Razorpay Checkout. */
  async function paidWeek(token: string, planId: number): Promise<{ id: number; paymentId: string }> {
    const id: number = (await subscribe(t, token, { planId, period: 'WEEK' })).body.data.id;
    const { providerOrderId } = (await call(token, `${id}/checkout`)).body.data;
    const paid = razorpay.pay(providerOrderId);
    await call(token, `${id}/verify-payment`, paid).expect(200);
    return { id, paymentId: paid.razorpay_payment_id };
  }

  it("renews a paid week once its last meal is fixed, taking the skipped meals' credit off the next week's price", async () => {
    const day0 = travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { token } = await createUser(t);
    const { id } = await paidWeek(token, plan.id);
    await call(token, `${id}/skip`, { cookDate: addDays(day0, 2) }).expect(200);
    await call(token, `${id}/skip`, { cookDate: addDays(day0, 3) }).expect(200);

    const early = await call(token, `${id}/renew`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TIFFIN_RENEWAL_NOT_OPEN');
    expect(early.body.message).toContain(`its last meal (${addDays(day0, 7)}) can no longer be changed`);

    travelToKitchenTime(t, '10:00');
    t.clock.advance(6 * 86_400_000 + 10 * 3_600_000);
    const renewed = await call(token, `${id}/renew`);
    expect(renewed.status).toBe(201);
    expect(renewed.body.data).toMatchObject({
      status: 'AWAITING_PAYMENT',
      startDate: addDays(day0, 8),
      endDate: addDays(day0, 14),
      renewalOf: id,
      amount: 843.5,
      creditApplied: 241,
      due: 602.5,
    });
    expect((await mine(token, id)).body.data).toMatchObject({ credit: 0, creditSettled: 241 });
    expect((await call(token, `${id}/renew`)).body.data.id).toBe(renewed.body.data.id);

    const next: number = renewed.body.data.id;
    const checkout = (await call(token, `${next}/checkout`)).body.data;
    expect(checkout.amount).toBe(60250);
    await call(token, `${next}/verify-payment`, razorpay.pay(checkout.providerOrderId)).expect(200);
    expect((await mine(token, next)).body.data).toMatchObject({ status: 'ACTIVE', paid: 602.5, due: 0, credit: 0 });
  });

  it('creates one next period when renewals race, and refuses an unpaid or unknown one', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { token } = await createUser(t);
    const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
    expect((await call(token, `${id}/renew`)).body.message).toBe('This subscription is awaiting_payment: only a paid period is renewed.');
    await pay(t, id, 843.5);
    t.clock.advance(6 * 86_400_000 + 10 * 3_600_000);

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => call(token, `${id}/renew`)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await t.dataSource.getRepository(TiffinSubscription).countBy({ previousSubscriptionId: id })).toBe(1);

    expect((await call(token, '999999/renew')).status).toBe(404);
    expect((await call(token, 'abc/renew')).status).toBe(404);
    const stranger = await createUser(t);
    expect((await call(stranger.token, `${id}/renew`)).status).toBe(404);
  });

  it("refunds a cancelled week's credit once, whatever is retried or redelivered", async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { token } = await createUser(t);
    const { id, paymentId } = await paidWeek(token, plan.id);
    t.clock.advance(86_400_000);

    const cancelled = await call(token, `${id}/cancel`);
    expect(cancelled.status).toBe(200);
    // Day 1 is past its cutoff and served; days 2 to 7 are cancelled, and their credit goes back.
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', charged: 120.5, credit: 0, creditSettled: 723 });
    expect((await call(token, `${id}/cancel`)).body.code).toBe('TIFFIN_SUBSCRIPTION_CANCELLED');
    const payment = razorpay.payments.get(paymentId)!;
    const deliveries = await Promise.all([1, 2].map(() => razorpay.sendWebhook(webhookUrl(), 'payment.captured', { payment })));
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);

    const refunds = await refundsOnceSent(t, razorpay, paymentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([72300]);
    expect(razorpay.calls.filter((line) => line === `POST /v1/payments/${paymentId}/refund`)).toHaveLength(1);
    expect(await t.dataSource.getRepository(PaymentRefund).findOneByOrFail({ paymentId })).toMatchObject({
      kind: 'TIFFIN_CREDIT',
      receipt: `tiffin-${id}`,
      amountPaise: 72300,
    });
  });

  it('refunds the credit of a week that ends unrenewed once, or carries it into the next subscription', async () => {
    const day0 = travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const refunded = await createUser(t);
    const carried = await createUser(t);
    const week = await paidWeek(refunded.token, plan.id);
    const other = await paidWeek(carried.token, plan.id);
    for (const [token, id] of [
      [refunded.token, week.id],
      [carried.token, other.id],
    ] as const) {
      await call(token, `${id}/skip`, { cookDate: addDays(day0, 2) }).expect(200);
      await call(token, `${id}/skip`, { cookDate: addDays(day0, 3) }).expect(200);
    }
    const endedPeriods = t.app.get(TiffinEndedPeriods);
    expect(await endedPeriods.refundCredit()).toBe(0);

    travelToKitchenTime(t, '10:00');
    t.clock.advance(8 * 86_400_000);
    await setCancelCredit('CARRY');
    expect(await endedPeriods.refundCredit()).toBe(0);
    // Eight days on, the customers' first tokens have run out.
    const fresh = (user: User) => t.app.get(TokenService).issue(user);
    const again = await subscribe(t, fresh(carried.user), { planId: plan.id, period: 'WEEK' });
    expect(again.body.data).toMatchObject({ renewalOf: other.id, creditApplied: 241, due: 602.5 });

    await setCancelCredit('REFUND');
    expect(await endedPeriods.refundCredit()).toBe(1);
    expect(await endedPeriods.refundCredit()).toBe(0);
    expect((await refundsOnceSent(t, razorpay, week.paymentId)).map((refund) => refund.amount)).toEqual([24100]);
    expect((await mine(fresh(refunded.user), week.id)).body.data).toMatchObject({ status: 'ACTIVE', credit: 0, creditSettled: 241 });
    expect(await t.dataSource.getRepository(PaymentRefund).countBy({ paymentId: other.paymentId })).toBe(0);
  });

  it('gives the credit back to the ended week when its renewal is let go unpaid, and then refunds it', async () => {
    const day0 = travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { user, token } = await createUser(t);
    const { id, paymentId } = await paidWeek(token, plan.id);
    await call(token, `${id}/skip`, { cookDate: addDays(day0, 2) }).expect(200);
    t.clock.advance(6 * 86_400_000 + 10 * 3_600_000);
    const renewal = (await call(token, `${id}/renew`).expect(201)).body.data;
    expect(renewal).toMatchObject({ creditApplied: 120.5, due: 723 });

    // Day 8 at 8 pm: the renewal's first meal (day 8) is past its cutoff unpaid, so it is let go.
    t.clock.advance(2 * 86_400_000);
    await t.app.get(TiffinSubscriptionsService).expireUnpaid();
    const fresh = t.app.get(TokenService).issue(user);
    expect((await mine(fresh, renewal.id)).body.data.status).toBe('CANCELLED');
    expect((await mine(fresh, id)).body.data).toMatchObject({ credit: 120.5, creditSettled: 0 });
    await t.app.get(TiffinEndedPeriods).refundCredit();
    expect((await refundsOnceSent(t, razorpay, paymentId)).map((refund) => refund.amount)).toEqual([12050]);
  });

  it('carries a cancelled week’s credit into the next subscription of the plan when the kitchen says so', async () => {
    travelToKitchenTime(t, '10:00');
    await setCancelCredit('CARRY');
    const plan = await createPlan(t);
    const { token } = await createUser(t);
    const { id, paymentId } = await paidWeek(token, plan.id);
    t.clock.advance(86_400_000);
    expect((await call(token, `${id}/cancel`)).body.data).toMatchObject({ credit: 723, creditSettled: 0 });
    expect(await t.dataSource.getRepository(PaymentRefund).countBy({ paymentId })).toBe(0);

    const again = await subscribe(t, token, { planId: plan.id, period: 'WEEK' });
    expect(again.body.data).toMatchObject({ renewalOf: id, creditApplied: 723, due: 120.5, status: 'AWAITING_PAYMENT' });
    expect((await mine(token, id)).body.data).toMatchObject({ credit: 0, creditSettled: 723 });
  });
});
