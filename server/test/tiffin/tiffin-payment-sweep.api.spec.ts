import { TiffinInvoice } from '../../src/invoices/tiffin-invoice.entity';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { PaymentSweeps } from '../../src/payments/payment-sweeps.service';
import { TiffinSubscription } from '../../src/tiffin/subscriptions/tiffin-subscription.entity';
import { createUser } from '../factories/user.factory';
import { FakeRazorpay } from '../support/fake-razorpay';
import { pauseJobs } from '../support/pause-jobs';
import { refundsOnceSent } from '../support/sent-refunds';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, createPlan, subscribe, travelToKitchenTime } from './tiffin.helpers';

const MINUTE = 60_000;

/** Tiffin prepayments whose webhook and verify call never came: the payment sweep asks the fake Razorpay. */
describe('tiffin payments reconciled with the provider', () => {
  const razorpay = new FakeRazorpay();
  let t: TestApp;

  beforeAll(async () => {
    await razorpay.start();
    t = await startTestApp(razorpay.siteEnv());
    razorpay.now = () => t.clock.now().getTime();
    pauseJobs(t, 'reconcile-payments', 'reserve-tiffin-meals');
  });
  afterAll(async () => {
    await t?.close();
    await razorpay.stop();
  });
  afterEach(() => t.clock.reset());

  const sweep = () => t.app.get(PaymentSweeps).reconcile();
  const stored = (id: number) => t.dataSource.getRepository(TiffinSubscription).findOneByOrFail({ id });

  /** A customer's week awaiting payment, with its Razorpay order opened by Checkout. */
  async function checkedOutWeek(planId: number) {
    const { token } = await createUser(t);
    const week = (await subscribe(t, token, { planId, period: 'WEEK' })).body.data;
    const checkout = await t.http().post(`/api/v1/tiffin/subscriptions/${week.id}/checkout`).set(bearer(token)).expect(200);
    return { token, id: week.id as number, providerOrderId: checkout.body.data.providerOrderId as string };
  }

  it('pays a period whose payment no webhook or verify call reported, once, and invoices it once', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { id, providerOrderId } = await checkedOutWeek(plan.id);
    const paymentId = razorpay.pay(providerOrderId).razorpay_payment_id;

    await sweep();
    expect((await stored(id)).status).toBe('AWAITING_PAYMENT');
    t.clock.advance(4 * MINUTE);
    await sweep();
    expect(await stored(id)).toMatchObject({ status: 'ACTIVE', paidPaise: 84350, providerPaymentId: paymentId });

    t.clock.advance(11 * MINUTE);
    await sweep();
    expect(await t.dataSource.getRepository(TiffinInvoice).countBy({ subscriptionId: id })).toBe(1);
    expect(await t.dataSource.getRepository(PaymentRefund).countBy({ paymentId })).toBe(0);
  });

  it('gives back, once, a payment that arrives for a period cancelled before it was paid', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { token, id, providerOrderId } = await checkedOutWeek(plan.id);
    await t.http().post(`/api/v1/tiffin/subscriptions/${id}/cancel`).set(bearer(token)).expect(200);
    const paymentId = razorpay.pay(providerOrderId).razorpay_payment_id;

    t.clock.advance(4 * MINUTE);
    await sweep();
    t.clock.advance(11 * MINUTE);
    await sweep();
    expect(await stored(id)).toMatchObject({ status: 'CANCELLED', paidPaise: 0, providerPaymentId: null });
    expect(await refundsOnceSent(t, razorpay, paymentId)).toEqual([expect.objectContaining({ amount: 84350 })]);
    expect(await t.dataSource.getRepository(PaymentRefund).findBy({ paymentId })).toEqual([
      expect.objectContaining({ kind: 'EXTRA_PAYMENT', receipt: `tiffin-${id}` }),
    ]);
  });

  it('asks about a checkout at most every ten minutes, an unreachable provider included, and stops once it is paid', async () => {
    travelToKitchenTime(t, '10:00');
    const plan = await createPlan(t);
    const { id, providerOrderId } = await checkedOutWeek(plan.id);
    const asked = () => razorpay.calls.filter((call) => call === `GET /v1/orders/${providerOrderId}/payments`).length;

    t.clock.advance(4 * MINUTE);
    razorpay.unreachable = true;
    await sweep();
    await sweep();
    razorpay.unreachable = false;
    razorpay.pay(providerOrderId);
    await sweep();
    expect(asked()).toBe(0);
    expect((await stored(id)).status).toBe('AWAITING_PAYMENT');

    t.clock.advance(11 * MINUTE);
    await sweep();
    await sweep();
    expect(asked()).toBe(1);
    expect((await stored(id)).status).toBe('ACTIVE');
    t.clock.advance(31 * MINUTE);
    await sweep();
    expect(asked()).toBe(1);
  });
});
