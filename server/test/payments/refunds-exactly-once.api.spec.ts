import { Order } from '../../src/orders/order.entity';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { RefundWorker } from '../../src/orders/lifecycle/refund-worker';
import { PaymentSweeps } from '../../src/payments/payment-sweeps.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { FakePayment, FakeRazorpay } from '../support/fake-razorpay';
import { refundsOnceSent } from '../support/sent-refunds';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

/**
 * Money moves at most once per payment, whatever arrives at the same moment: duplicated and mixed webhooks, the
 * customer's verify call, the reconciliation job, on one instance or two. Each case counts the refund requests that
 * reach the (fake) provider, which is what a customer's bank statement would show.
 */
describe('refunds happen exactly once under racing webhooks, verify calls and sweeps', () => {
  const razorpay = new FakeRazorpay();
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    await razorpay.start();
    one = await startTestApp({ ...razorpay.siteEnv(), PAYMENT_HOLD_MINUTES: '10' });
    two = await startTestApp({ ...razorpay.siteEnv(), PAYMENT_HOLD_MINUTES: '10' }, one.database);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await razorpay.stop();
  });
  afterEach(() => {
    one.clock.reset();
    two.clock.reset();
    razorpay.unreachable = false;
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const webhookUrl = (t: TestApp) => `${t.url}/api/v1/payments/razorpay/webhook`;
  const stored = (id: string) => one.dataSource.getRepository(Order).findOneByOrFail({ id });
  const refundRow = (paymentId: string) => one.dataSource.getRepository(PaymentRefund).findOneByOrFail({ paymentId });
  const refundRequests = (paymentId: string) => razorpay.calls.filter((call) => call === `POST /v1/payments/${paymentId}/refund`).length;
  const verify = (t: TestApp, token: string, body: object) => t.http().post('/api/v1/payments/razorpay/verify').set(auth(token)).send(body);
  const instance = (index: number) => (index % 2 === 0 ? one : two);

  async function onlineOrder() {
    const { token } = await createUser(one);
    const { schedule } = await createOrderableDish(one, { pricePaise: 15000 }, { availableQty: 10 });
    const placed = await placeOrder(one, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      paymentMethod: 'ONLINE',
    }).expect(201);
    const order = placed.body.data;
    return { token, order, providerOrderId: order.payment.providerOrderId as string };
  }

  async function paidOrder() {
    const placed = await onlineOrder();
    const first = razorpay.pay(placed.providerOrderId);
    await verify(one, placed.token, first).expect(200);
    return { ...placed, firstPaymentId: first.razorpay_payment_id };
  }

  const payment = (id: string): FakePayment => razorpay.payments.get(id)!;

  it('refunds a second payment of a paid order once when five copies of its webhook (one event id) arrive together', async () => {
    const { order, providerOrderId, firstPaymentId } = await paidOrder();
    const second = payment(razorpay.pay(providerOrderId).razorpay_payment_id);
    const eventId = 'evt_SamePaidTwiceEvt1';
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        razorpay.sendWebhook(webhookUrl(instance(index)), 'payment.captured', { payment: second }, { eventId }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await refundsOnceSent(one, razorpay, second.id)).toHaveLength(1);
    expect(refundRequests(second.id)).toBe(1);
    expect(refundRequests(firstPaymentId)).toBe(0);
    expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID', providerPaymentId: firstPaymentId });
  });

  it('refunds it once when different events about it (payment.captured four times and order.paid) arrive together', async () => {
    const { order, providerOrderId, firstPaymentId } = await paidOrder();
    const second = payment(razorpay.pay(providerOrderId).razorpay_payment_id);
    const answers = await Promise.all([
      ...[0, 1, 2, 3].map((index) => razorpay.sendWebhook(webhookUrl(instance(index)), 'payment.captured', { payment: second })),
      razorpay.sendWebhook(webhookUrl(two), 'order.paid', { payment: second, order: razorpay.orders.get(providerOrderId)! }),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await refundsOnceSent(one, razorpay, second.id)).toHaveLength(1);
    expect(refundRequests(second.id)).toBe(1);
    expect(refundRequests(firstPaymentId)).toBe(0);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'PAID', providerPaymentId: firstPaymentId });
  });

  it('refunds a capture that arrives after the order was released once, though a verify and seven webhooks race', async () => {
    const { token, order, providerOrderId } = await onlineOrder();
    one.clock.advance(10 * MINUTE + 1000);
    await one.app.get(PaymentSweeps).expireDue();
    expect(await stored(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED' });
    const late = razorpay.pay(providerOrderId);
    const answers = await Promise.all([
      verify(two, token, late),
      ...[0, 1, 2, 3, 4, 5, 6].map((index) =>
        razorpay.sendWebhook(webhookUrl(instance(index)), 'payment.captured', { payment: payment(late.razorpay_payment_id) }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(await refundsOnceSent(one, razorpay, late.razorpay_payment_id)).toHaveLength(1);
    expect(refundRequests(late.razorpay_payment_id)).toBe(1);
    const released = await stored(order.id);
    expect(released).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING', providerPaymentId: late.razorpay_payment_id });
    expect(released.providerRefundId).toBe(razorpay.refundsOf(late.razorpay_payment_id)[0].id);
  });

  it('asks once when the provider comes back, though both instances retry the owed refund at the same moment', async () => {
    const { order, firstPaymentId } = await paidOrder();
    razorpay.unreachable = true;
    const admin = await adminToken(one);
    await one.http().put(`/api/v1/admin/orders/${order.id}`).set(auth(admin)).send({ status: 'CANCELLED' }).expect(200);
    await waitFor(
      () => refundRow(firstPaymentId),
      (row) => row.attempts > 0,
    );
    razorpay.unreachable = false;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await Promise.all([
      one.app.get(RefundWorker).drainOnce(),
      two.app.get(RefundWorker).drainOnce(),
      one.app.get(RefundWorker).drainOnce(),
    ]);
    expect(await refundsOnceSent(one, razorpay, firstPaymentId)).toHaveLength(1);
    expect(refundRequests(firstPaymentId)).toBe(1);
    expect((await stored(order.id)).providerRefundId).toBe(razorpay.refundsOf(firstPaymentId)[0].id);
  });

  it('makes no second refund when the answer to the first was lost: the provider is asked what exists first', async () => {
    const { order, providerOrderId, firstPaymentId } = await paidOrder();
    const second = payment(razorpay.pay(providerOrderId).razorpay_payment_id);
    // The refund reached the provider, but this server never heard back (a crash, a dropped connection).
    const made = await fetch(`${razorpay.siteEnv().RAZORPAY_API_URL}/v1/payments/${second.id}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${razorpay.keys.keyId}:${razorpay.keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: second.amount, receipt: order.orderRefId }),
    });
    expect(made.status).toBe(200);
    await razorpay.sendWebhook(webhookUrl(one), 'payment.captured', { payment: second });
    expect(await refundsOnceSent(one, razorpay, second.id)).toHaveLength(1);
    expect(refundRequests(second.id)).toBe(1);
    expect((await refundRow(second.id)).providerRefundId).toBe(razorpay.refundsOf(second.id)[0].id);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'PAID', providerPaymentId: firstPaymentId });
  });

  it('asks once more after the bank turns a refund down, however many copies of refund.failed arrive', async () => {
    const { token, order, firstPaymentId } = await paidOrder();
    await one.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(200);
    const [first] = await refundsOnceSent(one, razorpay, firstPaymentId);
    const failed = razorpay.failRefund(first.id);
    await Promise.all(
      [0, 1, 2, 3].map((index) =>
        razorpay.sendWebhook(webhookUrl(instance(index)), 'refund.failed', { refund: failed, payment: payment(firstPaymentId) }),
      ),
    );
    const refunds = await waitFor(
      async () => razorpay.refundsOf(firstPaymentId),
      (list) => list.length > 1,
    );
    await waitFor(
      () => refundRow(firstPaymentId),
      (row) => row.sentAt !== null,
    );
    expect(refunds.map((refund) => refund.status)).toEqual(['failed', 'pending']);
    expect(refundRequests(firstPaymentId)).toBe(2);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'REFUND_PENDING', providerRefundId: refunds[1].id });
  });

  it("lets Razorpay's retry act on an event whose first delivery failed, and ignores copies once it succeeded", async () => {
    const { order, providerOrderId } = await onlineOrder();
    const authorized = payment(razorpay.pay(providerOrderId, 'authorized').razorpay_payment_id);
    razorpay.unreachable = true;
    const eventId = 'evt_RetriedAfterOutage';
    const failed = await razorpay.sendWebhook(webhookUrl(one), 'payment.authorized', { payment: authorized }, { eventId });
    expect(failed.status).toBe(503);
    razorpay.unreachable = false;
    const retried = await razorpay.sendWebhook(webhookUrl(two), 'payment.authorized', { payment: authorized }, { eventId });
    expect(JSON.parse(retried.body).data).toEqual({ outcome: 'handled' });
    const copy = await razorpay.sendWebhook(webhookUrl(one), 'payment.authorized', { payment: authorized }, { eventId });
    expect(JSON.parse(copy.body).data).toEqual({ outcome: 'duplicate' });
    expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID', providerPaymentId: authorized.id });
  });

  it("changes nothing when a verify call pairs the caller's order with another order's payment, even correctly signed", async () => {
    const victim = await paidOrder();
    const caller = await onlineOrder();
    const answer = await verify(one, caller.token, {
      razorpay_order_id: caller.providerOrderId,
      razorpay_payment_id: victim.firstPaymentId,
      razorpay_signature: razorpay.checkoutSignature(caller.providerOrderId, victim.firstPaymentId),
    }).expect(400);
    expect(answer.body.code).toBe('PAYMENT_MISMATCH');
    expect(await one.dataSource.getRepository(PaymentRefund).findOneBy({ paymentId: victim.firstPaymentId })).toBeNull();
    expect(refundRequests(victim.firstPaymentId)).toBe(0);
    expect(await stored(victim.order.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PAID',
      providerPaymentId: victim.firstPaymentId,
    });
    expect(await stored(caller.order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', providerPaymentId: null });
  });
});
