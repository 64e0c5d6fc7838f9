import { addDays } from '../../src/common/kitchen-time';
import { TiffinInvoice } from '../../src/invoices/tiffin-invoice.entity';
import { TiffinAutopay } from '../../src/tiffin/billing/tiffin-autopay.service';
import { TiffinNotices } from '../../src/tiffin/notices/tiffin-notices.service';
import { TiffinEndedPeriods } from '../../src/tiffin/billing/tiffin-ended-periods';
import { TiffinSubscriptionsService } from '../../src/tiffin/subscriptions/tiffin-subscriptions.service';
import { TiffinSubscription } from '../../src/tiffin/subscriptions/tiffin-subscription.entity';
import { createUser } from '../factories/user.factory';
import { refundsOnceSent } from '../support/sent-refunds';
import { siteWithFakeRazorpay } from '../support/fake-razorpay-site';
import type { TestApp } from '../support/test-app';
import { bearer, createPlan, subscribe, travelToKitchenTime } from './tiffin.helpers';

const DAY = 86_400_000;

/** UPI AutoPay through Razorpay subscriptions, against the fake Razorpay: every charge applied once, whatever arrives together. */
describe('tiffin UPI AutoPay', () => {
  const { razorpay, site } = siteWithFakeRazorpay({ pausedJobs: ['reserve-tiffin-meals', 'tiffin-notices'], fakeOnSiteClock: true });
  let t: TestApp;

  beforeAll(() => (t = site()));
  afterEach(() => t.clock.reset());

  const call = (token: string, path: string, body: object = {}) =>
    t.http().post(`/api/v1/tiffin/subscriptions/${path}`).set(bearer(token)).send(body);
  const mine = async (token: string, id: number) => (await t.http().get(`/api/v1/tiffin/subscriptions/${id}`).set(bearer(token))).body.data;
  const webhookUrl = () => `${t.url}/api/v1/payments/razorpay/webhook`;
  const periods = (providerSubscriptionId: string) =>
    t.dataSource.getRepository(TiffinSubscription).find({ where: { providerSubscriptionId }, order: { id: 'ASC' } });

  /** A customer's week of `planId` on AutoPay, approved in Checkout and announced by subscription.charged. */
  async function autopaidWeek(planId: number) {
    const { token, user } = await createUser(t);
    const id: number = (await subscribe(t, token, { planId, period: 'WEEK' })).body.data.id;
    const mandate: string = (await call(token, `${id}/autopay`).expect(200)).body.data.providerSubscriptionId;
    const { payment, response } = razorpay.authenticate(mandate);
    await call(token, `${id}/verify-autopay`, response).expect(200);
    await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment);
    return { token, email: user.email, id, mandate, firstPaymentId: payment.id };
  }

  it('offers AutoPay on plans that allow it, by the week, creating the Razorpay plan once and a subscription per customer', async () => {
    travelToKitchenTime(t, '10:00');
    const prepaidOnly = await createPlan(t);
    const plan = await createPlan(t, { autopayAllowed: true });
    const ask = async (planId: number, period: string) => {
      const { token } = await createUser(t);
      const id: number = (await subscribe(t, token, { planId, period })).body.data.id;
      return call(token, `${id}/autopay`);
    };

    const refused = await ask(prepaidOnly.id, 'WEEK');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'TIFFIN_CHOICE_NOT_OFFERED',
      message: 'Daily lunch is prepaid only: AutoPay is not offered.',
    });
    expect((await ask(plan.id, 'MONTH')).body.message).toBe('AutoPay charges by the week or by four weeks, not by the month.');

    const first = await ask(plan.id, 'WEEK');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ provider: 'razorpay', keyId: razorpay.keys.keyId, amount: 84350, currency: 'INR' });
    const second = (await ask(plan.id, 'WEEK')).body.data;
    expect(second.providerSubscriptionId).not.toBe(first.body.data.providerSubscriptionId);
    const created = razorpay.subscriptions.get(first.body.data.providerSubscriptionId)!;
    expect(first.body.data.shortUrl).toBe(created.short_url);
    expect(created).toMatchObject({ status: 'created', total_count: 52, paid_count: 0 });
    expect(razorpay.subscriptions.get(second.providerSubscriptionId)!.plan_id).toBe(created.plan_id);
    expect(razorpay.plans.get(created.plan_id)).toMatchObject({ period: 'weekly', interval: 1, item: { amount: 84350, currency: 'INR' } });
    expect(razorpay.calls.filter((line) => line === 'POST /v1/plans')).toHaveLength(1);
  });

  it('pays the week once when the verify call and duplicated subscription.charged webhooks arrive together', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t, { autopayAllowed: true });
    const { token } = await createUser(t);
    const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
    const mandate: string = (await call(token, `${id}/autopay`)).body.data.providerSubscriptionId;
    expect((await call(token, `${id}/autopay`)).body.data.providerSubscriptionId).toBe(mandate);
    const { payment, response } = razorpay.authenticate(mandate);

    const forged = await call(token, `${id}/verify-autopay`, { ...response, razorpay_signature: 'a'.repeat(64) });
    expect(forged.status).toBe(409);
    expect(forged.body).toMatchObject({ code: 'TIFFIN_PAYMENT_INVALID', message: 'This AutoPay approval could not be verified.' });
    const unsigned = await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment, {
      secret: 'not-the-secret',
    });
    expect(unsigned.status).toBe(400);
    expect(JSON.parse(unsigned.body).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await mine(token, id)).status).toBe('AWAITING_PAYMENT');

    const answers = await Promise.all([
      call(token, `${id}/verify-autopay`, response),
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.authenticated', mandate, payment),
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment, { eventId: 'evt_SameCharge001' }),
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment, { eventId: 'evt_SameCharge001' }),
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await mine(token, id)).toMatchObject({ status: 'ACTIVE', paid: 843.5, due: 0, autopay: true });
    expect((await periods(mandate)).map((period) => period.providerPaymentId)).toEqual([payment.id]);
  });

  it('keeps the next week due through a failed charge, renews once on the retried one, stops at a halt and refunds the ended week’s credit', async () => {
    const day0 = travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t, { autopayAllowed: true });
    const { token, id, mandate, firstPaymentId } = await autopaidWeek(plan.id);
    await call(token, `${id}/skip`, { cookDate: addDays(day0, 3) }).expect(200);
    // The periods, of this mandate, whose next charge falls within an hour of `at` (Razorpay's charge_at, seconds).
    const chargedAround = async (at: number) =>
      (await t.app.get(TiffinAutopay).periodsChargedBetween(new Date(at * 1000 - 3_600_000), new Date(at * 1000 + 3_600_000)))
        .filter((period) => period.providerSubscriptionId === mandate)
        .map((period) => period.id);
    const firstChargeAt = razorpay.subscriptions.get(mandate)!.charge_at!;
    expect(await chargedAround(firstChargeAt)).toEqual([id]);
    // Day 5: the week's last meal (day 7) can still change; the charge renews at once all the same.
    t.clock.advance(5 * DAY);

    const failed = razorpay.charge(mandate, 'failed');
    expect((await razorpay.sendWebhook(webhookUrl(), 'payment.failed', { payment: failed })).status).toBe(200);
    expect((await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.pending', mandate, failed)).status).toBe(200);
    expect(await periods(mandate)).toHaveLength(1);

    const retried = razorpay.charge(mandate);
    await Promise.all([
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, retried, { copies: 2 }),
      razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, retried),
    ]);
    const [week, next] = await periods(mandate);
    expect(next).toMatchObject({ previousSubscriptionId: id, status: 'ACTIVE', paidPaise: 84350, providerPaymentId: retried.id });
    expect(await mine(token, next.id)).toMatchObject({ startDate: addDays(day0, 8), paid: 843.5, creditApplied: 0, autopay: true });
    expect(await chargedAround(firstChargeAt)).toEqual([]);
    expect(await chargedAround(razorpay.subscriptions.get(mandate)!.charge_at!)).toEqual([next.id]);
    // The renewed week's credit is final only when it ends: a skip after the renewal still counts.
    await call(token, `${id}/skip`, { cookDate: addDays(day0, 7) }).expect(200);
    expect(await mine(token, week.id)).toMatchObject({ credit: 241, creditSettled: 0 });

    razorpay.halt(mandate);
    expect((await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.halted', mandate)).status).toBe(200);
    expect(await mine(token, next.id)).toMatchObject({ status: 'ACTIVE', autopay: false });

    // The week has ended: its credit goes back from its own payment, once.
    t.clock.advance(3 * DAY);
    await t.app.get(TiffinEndedPeriods).refundCredit();
    await t.app.get(TiffinEndedPeriods).refundCredit();
    expect((await refundsOnceSent(t, razorpay, firstPaymentId)).map((refund) => refund.amount)).toEqual([24100]);
    expect((await periods(mandate))[0].creditOutPaise).toBe(24100);
  });

  it('refunds a charge no period takes and stops its mandate: an approval after the week was let go unpaid', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t, { autopayAllowed: true });
    const { token } = await createUser(t);
    const id: number = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data.id;
    const mandate: string = (await call(token, `${id}/autopay`)).body.data.providerSubscriptionId;
    travelToKitchenTime(t, '20:00');
    await t.app.get(TiffinSubscriptionsService).expireUnpaid();
    expect(await mine(token, id)).toMatchObject({ status: 'CANCELLED', autopay: false });

    const { payment } = razorpay.authenticate(mandate);
    expect((await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment, { copies: 2 })).status).toBe(
      200,
    );
    expect((await refundsOnceSent(t, razorpay, payment.id)).map((refund) => refund.amount)).toEqual([84350]);
    expect(razorpay.subscriptions.get(mandate)!.status).toBe('cancelled');
    expect(await periods(mandate)).toHaveLength(1);
  });

  it('invoices each charge once, tells of the next debit a day ahead once, and of a failed charge once', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t, { autopayAllowed: true, name: 'AutoPay Thali' });
    const { email, id, mandate, firstPaymentId } = await autopaidWeek(plan.id);
    const invoiced = () => t.dataSource.getRepository(TiffinInvoice).find({ where: { subscriptionId: id }, order: { id: 'ASC' } });
    const mails = (subject: RegExp) => t.mail.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
    expect((await invoiced()).map((invoice) => invoice.paymentReference)).toEqual([firstPaymentId]);

    // 30 hours before Razorpay's next charge: the notice goes out on the job's first run, not again on the next.
    const chargeAt = razorpay.subscriptions.get(mandate)!.charge_at! * 1000;
    t.clock.advance(chargeAt - 30 * 3_600_000 - t.clock.now().getTime());
    const notices = t.app.get(TiffinNotices);
    // (Other tests' weeks may be charged in the same window: only this customer's notices are counted.)
    expect(await notices.announceDebits()).toBeGreaterThanOrEqual(1);
    expect(await notices.announceDebits()).toBe(0);
    await t.mail.waitFor(email, /^AutoPay: ₹843\.50 will be debited on/);

    // The charge fails: Razorpay says so twice (the webhook and a redelivery under another event id); told once.
    t.clock.advance(30 * 3_600_000);
    const failed = razorpay.charge(mandate, 'failed');
    await razorpay
      .sendSubscriptionWebhook(webhookUrl(), 'subscription.pending', mandate, failed)
      .then((answer) => expect(answer.status).toBe(200));
    await razorpay
      .sendSubscriptionWebhook(webhookUrl(), 'subscription.pending', mandate, failed)
      .then((answer) => expect(answer.status).toBe(200));
    await t.mail.waitFor(email, /^Your payment for AutoPay Thali did not go through/);

    const retried = razorpay.charge(mandate);
    await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, retried, { copies: 2 });
    const [, next] = await periods(mandate);
    const nextInvoices = await t.dataSource.getRepository(TiffinInvoice).findBy({ subscriptionId: next.id });
    expect(nextInvoices.map((invoice) => invoice.paymentReference)).toEqual([retried.id]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails(/^AutoPay: /)).toHaveLength(1);
    expect(mails(/did not go through/)).toHaveLength(1);
  });

  it('cancels the mandate at Razorpay when the customer cancels, refunding the credit once', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t, { autopayAllowed: true });
    const { token, id, mandate, firstPaymentId } = await autopaidWeek(plan.id);

    const cancelled = await call(token, `${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', autopay: false, creditSettled: 843.5 });
    expect(razorpay.calls).toContain(`POST /v1/subscriptions/${mandate}/cancel`);
    expect(razorpay.subscriptions.get(mandate)!.status).toBe('cancelled');
    expect((await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.cancelled', mandate)).status).toBe(200);
    expect((await call(token, `${id}/cancel`)).body.code).toBe('TIFFIN_SUBSCRIPTION_CANCELLED');
    expect((await refundsOnceSent(t, razorpay, firstPaymentId)).map((refund) => refund.amount)).toEqual([84350]);
  });
});
