import { In } from 'typeorm';
import { TokenService } from '../../src/auth/token.service';
import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { TiffinEndedPeriods } from '../../src/tiffin/billing/tiffin-ended-periods';
import { TiffinMeal, UNSERVED_MEAL_STATUSES } from '../../src/tiffin/meals/tiffin-meal.entity';
import { TiffinSubscription } from '../../src/tiffin/subscriptions/tiffin-subscription.entity';
import type { User } from '../../src/users/user.entity';
import { createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { siteWithFakeRazorpay } from '../support/fake-razorpay-site';
import type { TestApp } from '../support/test-app';
import { bearer, createPlan, nextWeekday } from './tiffin.helpers';

const PRICE_PAISE = 12050;

/**
 * A month of a weekday lunch plan on the moved clock, for a customer who prepays each week and one on AutoPay:
 * skips, a pause, a cancellation in the middle of a week, failed then retried payments and duplicated webhooks.
 * Whatever happened, the money Razorpay took less what it gave back is the meals served at the plan's price.
 */
describe('a month of tiffin money', () => {
  const { razorpay, site } = siteWithFakeRazorpay({ pausedJobs: ['reserve-tiffin-meals'] });
  let t: TestApp;

  beforeAll(() => (t = site()));

  const at = (date: string, time: string) => t.clock.travelTo(zonedTime(date, time, t.config.kitchenTimeZone));
  const webhookUrl = () => `${t.url}/api/v1/payments/razorpay/webhook`;
  /** A token issued on the moved clock, so it is fresh whatever day the test is on. */
  const as = (user: User) => bearer(t.app.get(TokenService).issue(user));
  /** The reservation job's last step, run by hand on the moved clock. */
  const settleEndedPeriods = () => t.app.get(TiffinEndedPeriods).refundCredit();
  const post = (user: User, path: string, body: object = {}) => t.http().post(`/api/v1/tiffin/${path}`).set(as(user)).send(body);

  async function prepay(user: User, id: number, outcome: 'captured' | 'failed' = 'captured') {
    const { providerOrderId } = (await post(user, `subscriptions/${id}/checkout`).expect(200)).body.data;
    return post(user, `subscriptions/${id}/verify-payment`, razorpay.pay(providerOrderId, outcome));
  }

  async function charged(mandate: string, outcome: 'captured' | 'failed' = 'captured') {
    const payment = razorpay.charge(mandate, outcome);
    if (outcome === 'failed') {
      await razorpay.sendWebhook(webhookUrl(), 'payment.failed', { payment });
      return razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.pending', mandate, payment);
    }
    return razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, payment, { copies: 2 });
  }

  it('ends with payments less refunds equal to the meals served at the price, to the paisa', async () => {
    const sunday = nextWeekday(addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 1), 7);
    const week = (n: number, weekday: number) => addDays(sunday, 7 * (n - 1) + weekday);
    at(sunday, '10:00');
    const plan = await createPlan(t, { name: 'Weekday lunch', weekdays: [1, 2, 3, 4, 5], periods: ['WEEK'], autopayAllowed: true });
    const prepaid = (await createUser(t)).user;
    const autopaid = (await createUser(t)).user;

    // Week 1: both subscribe; the prepaid customer skips Wednesday, the AutoPay one Thursday.
    const p1: number = (await post(prepaid, 'subscriptions', { planId: plan.id, period: 'WEEK' }).expect(201)).body.data.id;
    expect((await prepay(prepaid, p1)).status).toBe(200);
    await post(prepaid, `subscriptions/${p1}/skip`, { cookDate: week(1, 3) }).expect(200);
    const a1: number = (await post(autopaid, 'subscriptions', { planId: plan.id, period: 'WEEK' }).expect(201)).body.data.id;
    const mandate: string = (await post(autopaid, `subscriptions/${a1}/autopay`).expect(200)).body.data.providerSubscriptionId;
    const approval = razorpay.authenticate(mandate);
    await post(autopaid, `subscriptions/${a1}/verify-autopay`, approval.response).expect(200);
    await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, approval.payment);
    await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.charged', mandate, approval.payment);
    await post(autopaid, `subscriptions/${a1}/skip`, { cookDate: week(1, 4) }).expect(200);

    // Saturday: the prepaid week renews with a meal's credit and pauses Tuesday to Thursday; AutoPay charges week 2.
    at(week(1, 6), '10:00');
    const p2: number = (await post(prepaid, `subscriptions/${p1}/renew`).expect(201)).body.data.id;
    expect((await prepay(prepaid, p2)).body.data).toMatchObject({ paid: 482, creditApplied: 120.5 });
    await post(prepaid, `subscriptions/${p2}/pause`, { from: week(2, 2), to: week(2, 4) }).expect(200);
    await charged(mandate);

    // Week 2's Saturday: the prepaid renewal's first payment fails and is paid again; AutoPay's charge fails, and the
    // retried charge on Sunday renews into week 3, where the customer skips Monday.
    at(week(2, 6), '10:00');
    await settleEndedPeriods();
    const p3: number = (await post(prepaid, `subscriptions/${p2}/renew`).expect(201)).body.data.id;
    expect((await prepay(prepaid, p3, 'failed')).status).toBe(409);
    expect((await prepay(prepaid, p3)).body.data).toMatchObject({ paid: 241, creditApplied: 361.5 });
    await charged(mandate, 'failed');
    at(week(2, 7), '10:00');
    await charged(mandate);
    const a3 = await t.dataSource
      .getRepository(TiffinSubscription)
      .findOneOrFail({ where: { providerSubscriptionId: mandate }, order: { id: 'DESC' } });
    expect(a3.startDate).toBe(week(3, 1));
    await post(autopaid, `subscriptions/${a3.id}/skip`, { cookDate: week(3, 1) }).expect(200);

    // Tuesday of week 3: the prepaid customer cancels; Monday and Tuesday are served, Wednesday to Friday go back.
    at(week(3, 2), '10:00');
    expect((await post(prepaid, `subscriptions/${p3}/cancel`).expect(200)).body.data).toMatchObject({ charged: 241, creditSettled: 361.5 });

    // AutoPay charges week 4, then Razorpay halts the mandate: week 4 is the last.
    at(week(3, 6), '10:00');
    await settleEndedPeriods();
    await charged(mandate);
    razorpay.halt(mandate);
    await razorpay.sendSubscriptionWebhook(webhookUrl(), 'subscription.halted', mandate);

    // The Monday after week 4: every period has ended, and each AutoPay week's credit has gone back.
    at(week(4, 8), '10:00');
    await settleEndedPeriods();

    const refunds = t.dataSource.getRepository(PaymentRefund);
    const owed = await waitFor(
      () => refunds.find(),
      (rows) => rows.every((row) => row.sentAt !== null),
    );
    expect(owed.every((row) => row.sentAt !== null)).toBe(true);

    const periods = await t.dataSource.getRepository(TiffinSubscription).findBy({ userId: In([prepaid.id, autopaid.id]) });
    const unserved = await t.dataSource
      .getRepository(TiffinMeal)
      .countBy({ subscriptionId: In(periods.map((period) => period.id)), status: In(UNSERVED_MEAL_STATUSES) });
    const served = periods.reduce((sum, period) => sum + period.mealsInPeriod, 0) - unserved;
    // Prepaid: 4 + 2 + 2; AutoPay: 4 + 5 + 4 + 5.
    expect(served).toBe(26);

    const payments = [...razorpay.payments.values()].filter((payment) => payment.status === 'captured' || payment.status === 'refunded');
    const taken = payments.reduce((sum, payment) => sum + payment.amount, 0);
    const givenBack = [...razorpay.refunds.values()]
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    expect({ taken, givenBack }).toEqual({ taken: 60250 + 48200 + 24100 + 4 * 60250, givenBack: 36150 + 2 * 12050 });
    expect(taken - givenBack).toBe(served * PRICE_PAISE);
  });
});
