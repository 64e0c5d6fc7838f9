import { Order } from '../../src/orders/order.entity';
import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { OrderEvent } from '../../src/orders/order-event.entity';
import { PaymentSweeps } from '../../src/payments/payment-sweeps.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { FakeRazorpay } from '../support/fake-razorpay';
import { refundsOnceSent } from '../support/sent-refunds';
import { waitFor } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('online payments through Razorpay (a fake Razorpay speaking its API)', () => {
  const razorpay = new FakeRazorpay();
  let t: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    await razorpay.start();
    t = await startTestApp({ ...razorpay.siteEnv(), PAYMENT_HOLD_MINUTES: '10' });
    webhookUrl = `${t.url}/api/v1/payments/razorpay/webhook`;
  });
  afterAll(async () => {
    await t?.close();
    await razorpay.stop();
  });
  afterEach(() => {
    t.clock.reset();
    razorpay.unreachable = false;
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sweeps = () => t.app.get(PaymentSweeps);
  const stored = (id: string) => t.dataSource.getRepository(Order).findOneByOrFail({ id });

  /** A customer, a dish with `stock` portions, and an online order for `quantity` of them. */
  async function onlineOrder(quantity = 2, stock = 10) {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, { pricePaise: 15000 }, { availableQty: stock });
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity }], undefined, { paymentMethod: 'ONLINE' }).expect(
      201,
    );
    const order = placed.body.data;
    return { user, token, schedule, order, providerOrderId: order.payment.providerOrderId as string };
  }

  const verify = (token: string, body: object) => t.http().post('/api/v1/payments/razorpay/verify').set(auth(token)).send(body);

  it('creates the Razorpay order with the stock taken, then confirms the payment through verify (and a repeated verify changes nothing)', async () => {
    const { user, token, schedule, order, providerOrderId } = await onlineOrder(2);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', total: 324 });
    expect(order.payment).toEqual({
      provider: 'razorpay',
      keyId: razorpay.keys.keyId,
      providerOrderId,
      amount: 32400,
      currency: 'INR',
      expiresAt: new Date(Date.parse(order.createdAt) + 10 * MINUTE).toISOString(),
    });
    expect(razorpay.orders.get(providerOrderId)).toMatchObject({
      amount: 32400,
      currency: 'INR',
      receipt: order.orderRefId,
      notes: { orderId: order.id },
    });
    expect(await portionsLeft(t, schedule.id)).toBe(8);

    const checkout = razorpay.pay(providerOrderId);
    const paid = await verify(token, checkout).expect(200);
    expect(paid.body.data).toMatchObject({ id: order.id, status: 'PENDING', paymentStatus: 'PAID' });
    expect(paid.body.data.cancellableUntil).not.toBeNull();
    const mail = await t.mail.waitFor(user.email, /Payment received/);
    expect(mail.text).toContain('₹324.00');
    expect(t.mail.messages.some((message) => message.subject === `Order ${order.orderRefId} received`)).toBe(false);

    const again = await verify(token, checkout).expect(200);
    expect(again.body.data).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
    const events = await t.dataSource.getRepository(OrderEvent).countBy({ orderId: order.id, type: 'STATUS_CHANGED' });
    expect(events).toBe(1);
    expect(await portionsLeft(t, schedule.id)).toBe(8);
  });

  it('confirms on the webhook alone, and a webhook before the verify call leaves verify answering the paid order', async () => {
    const { token, order, providerOrderId } = await onlineOrder(1);
    const checkout = razorpay.pay(providerOrderId);
    const payment = razorpay.payments.get(checkout.razorpay_payment_id)!;
    const delivered = await razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment });
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body).data).toEqual({ outcome: 'handled' });
    expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID', providerPaymentId: payment.id });

    const verified = await verify(token, checkout).expect(200);
    expect(verified.body.data).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
  });

  it('acts once per event id, and a late payment.failed never undoes a capture', async () => {
    const { order, providerOrderId } = await onlineOrder(1);
    const payment = razorpay.payments.get(razorpay.pay(providerOrderId).razorpay_payment_id)!;
    const first = await razorpay.sendWebhook(webhookUrl, 'order.paid', { payment, order: razorpay.orders.get(providerOrderId)! });
    const redelivered = await razorpay.sendWebhook(webhookUrl, 'order.paid', { payment }, { eventId: first.eventId });
    expect(JSON.parse(redelivered.body).data).toEqual({ outcome: 'duplicate' });
    await razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment });
    await razorpay.sendWebhook(webhookUrl, 'payment.failed', { payment: { ...payment, status: 'failed' } });
    expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
    expect(await t.dataSource.getRepository(OrderEvent).countBy({ orderId: order.id, type: 'STATUS_CHANGED' })).toBe(1);
  });

  it('refuses a forged verify or webhook with 400 and changes nothing; unknown events are acknowledged and ignored', async () => {
    const { token, order, providerOrderId } = await onlineOrder(1);
    const checkout = razorpay.pay(providerOrderId);
    const forged = await verify(token, { ...checkout, razorpay_signature: 'a'.repeat(64) }).expect(400);
    expect(forged.body.code).toBe('PAYMENT_SIGNATURE_INVALID');
    const payment = razorpay.payments.get(checkout.razorpay_payment_id)!;
    const wrongSecret = await razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment }, { secret: 'not-the-webhook-secret' });
    expect(wrongSecret.status).toBe(400);
    expect(JSON.parse(wrongSecret.body).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // Signed over one body, sent with another: the signature covers the raw bytes.
    const signedBody = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: payment } } });
    const tampered = await t
      .http()
      .post('/api/v1/payments/razorpay/webhook')
      .set('content-type', 'application/json')
      .set(
        'x-razorpay-signature',
        (await import('node:crypto')).createHmac('sha256', razorpay.keys.webhookSecret).update(signedBody).digest('hex'),
      )
      .send(signedBody.replace('payment.captured', 'payment.captured '));
    expect(tampered.status).toBe(400);
    expect(await stored(order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });

    const unknown = await razorpay.sendWebhook(webhookUrl, 'subscription.charged', {});
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body).data).toEqual({ outcome: 'ignored' });
  });

  it('refuses a payment of the wrong amount, keeps the order waiting, and gives the money back', async () => {
    const { token, order, providerOrderId } = await onlineOrder(1);
    const checkout = razorpay.pay(providerOrderId, 'captured', 100);
    const answer = await verify(token, checkout).expect(400);
    expect(answer.body.code).toBe('PAYMENT_MISMATCH');
    expect(await stored(order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    expect(await refundsOnceSent(t, razorpay, checkout.razorpay_payment_id)).toHaveLength(1);
  });

  it('answers 503 and holds nothing when Razorpay cannot be reached at order time', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: schedule.id, quantity: 1 }).expect(200);
    razorpay.unreachable = true;
    const refused = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], undefined, {
      paymentMethod: 'ONLINE',
    }).expect(503);
    expect(refused.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await portionsLeft(t, schedule.id)).toBe(5);
    const cart = await t.http().get('/api/v1/cart').set(auth(token)).expect(200);
    expect(JSON.stringify(cart.body.data)).toContain(String(schedule.id));
  });

  it('keeps the order open after a failed attempt, and a retried payment confirms it; an authorized payment is captured', async () => {
    const { token, order, providerOrderId } = await onlineOrder(1);
    const failed = razorpay.pay(providerOrderId, 'failed');
    await razorpay.sendWebhook(webhookUrl, 'payment.failed', { payment: razorpay.payments.get(failed.razorpay_payment_id)! });
    const mine = await t.http().get(`/api/v1/orders/${order.id}`).set(auth(token)).expect(200);
    expect(mine.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'FAILED' });
    expect((await verify(token, failed).expect(409)).body.code).toBe('PAYMENT_NOT_COMPLETED');

    const authorized = razorpay.pay(providerOrderId, 'authorized');
    const paid = await verify(token, authorized).expect(200);
    expect(paid.body.data).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
    expect(razorpay.payments.get(authorized.razorpay_payment_id)!.status).toBe('captured');
  });

  it('releases an unpaid order when its time runs out: portions back once, the reason shown, and a late capture is refunded', async () => {
    const { user, token, schedule, order, providerOrderId } = await onlineOrder(3, 10);
    expect(await portionsLeft(t, schedule.id)).toBe(7);
    t.clock.advance(10 * MINUTE + 1000);
    expect(await sweeps().expireDue()).toBeGreaterThanOrEqual(1);
    expect(await sweeps().expireDue()).toBe(0);
    expect(await portionsLeft(t, schedule.id)).toBe(10);
    const released = await t.http().get(`/api/v1/orders/${order.id}`).set(auth(token)).expect(200);
    expect(released.body.data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'FAILED',
      cancelReason: 'Payment time ran out, so your portions were released',
    });
    const releasedMail = await t.mail.waitFor(user.email, new RegExp(`^Order ${order.orderRefId} cancelled$`));
    expect(releasedMail.text).toContain('was not paid in time, so we have cancelled it and released its portions.');
    expect(releasedMail.text).toContain('No money was taken for it.');

    const late = razorpay.pay(providerOrderId);
    await razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment: razorpay.payments.get(late.razorpay_payment_id)! });
    await verify(token, late).expect(200);
    expect(await stored(order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      providerPaymentId: late.razorpay_payment_id,
    });
    expect(await refundsOnceSent(t, razorpay, late.razorpay_payment_id)).toHaveLength(1);
    expect(await portionsLeft(t, schedule.id)).toBe(10);
  });

  it('gives exactly one outcome when the expiry races a late capture', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { schedule, order, providerOrderId } = await onlineOrder(2, 6);
      t.clock.advance(10 * MINUTE + 1000);
      const payment = razorpay.payments.get(razorpay.pay(providerOrderId).razorpay_payment_id)!;
      await Promise.all([sweeps().expireDue(), razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment })]);
      const final = await stored(order.id);
      const left = await portionsLeft(t, schedule.id);
      if (final.status === 'PENDING') {
        expect(final.paymentStatus).toBe('PAID');
        expect(left).toBe(4);
        expect(razorpay.refundsOf(payment.id)).toHaveLength(0);
      } else {
        expect(final).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' });
        expect(left).toBe(6);
        expect(await refundsOnceSent(t, razorpay, payment.id)).toHaveLength(1);
      }
      t.clock.reset();
    }
  });

  it('refunds a customer cancel once however often it is retried, and marks it refunded on refund.processed', async () => {
    const { user, token, schedule, order, providerOrderId } = await onlineOrder(2, 10);
    const checkout = razorpay.pay(providerOrderId);
    await verify(token, checkout).expect(200);
    const cancelled = await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      cancelReason: 'You cancelled this order.',
    });
    await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(409);
    t.clock.advance(5 * MINUTE);
    await sweeps().reconcile();
    await sweeps().reconcile();
    const refunds = await refundsOnceSent(t, razorpay, checkout.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(32400);
    expect(await portionsLeft(t, schedule.id)).toBe(10);
    await t.mail.waitFor(user.email, /Refund started/);

    const processed = razorpay.processRefund(refunds[0].id);
    await razorpay.sendWebhook(webhookUrl, 'refund.processed', {
      refund: processed,
      payment: razorpay.payments.get(checkout.razorpay_payment_id)!,
    });
    const mine = await t.http().get(`/api/v1/orders/${order.id}`).set(auth(token)).expect(200);
    expect(mine.body.data.paymentStatus).toBe('REFUNDED');
    await t.mail.waitFor(user.email, /Refund completed/);
  });

  it('asks again for a refund that could not reach Razorpay until it does, and an admin cancel refunds too', async () => {
    const { token, order, providerOrderId } = await onlineOrder(1);
    const checkout = razorpay.pay(providerOrderId);
    await verify(token, checkout).expect(200);
    razorpay.unreachable = true;
    const admin = await adminToken(t);
    const cancelled = await t.http().put(`/api/v1/admin/orders/${order.id}`).set(auth(admin)).send({ status: 'CANCELLED' }).expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      refundId: null,
      cancelReason: 'The kitchen cancelled this order.',
    });
    const owed = await waitFor(
      () => t.dataSource.getRepository(PaymentRefund).findOneByOrFail({ paymentId: checkout.razorpay_payment_id }),
      (row) => row.attempts > 0,
    );
    expect(owed).toMatchObject({ attempts: 1, sentAt: null, kind: 'ORDER_REFUND', amountPaise: 16200 });
    expect(owed.lastError).toContain('cannot be reached');
    razorpay.unreachable = false;
    const refunds = await refundsOnceSent(t, razorpay, checkout.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect((await stored(order.id)).providerRefundId).toBe(refunds[0].id);
  });

  it('does not let the admin move an unpaid order into the kitchen', async () => {
    const { order } = await onlineOrder(1);
    const admin = await adminToken(t);
    const refused = await t.http().put(`/api/v1/admin/orders/${order.id}`).set(auth(admin)).send({ status: 'PREPARING' }).expect(409);
    expect(refused.body.code).toBe('ORDER_AWAITING_PAYMENT');
  });

  it('lets the admin filter and sort by payment, counts paid online money as revenue, and keeps unpaid orders off the production sheet', async () => {
    const admin = await adminToken(t);
    const revenueBefore = (await t.http().get('/api/v1/admin/dashboard').set(auth(admin)).expect(200)).body.revenue;
    const paidOne = await onlineOrder(1);
    await verify(paidOne.token, razorpay.pay(paidOne.providerOrderId)).expect(200);
    const unpaid = await onlineOrder(1);
    const list = (filter: object) =>
      t
        .http()
        .get('/api/v1/admin/orders')
        .query({ filter: JSON.stringify(filter), range: '[0,99]', sort: '["paymentStatus","ASC"]' })
        .set(auth(admin));
    const paidIds = (await list({ paymentMethod: 'ONLINE', paymentStatus: 'PAID' }).expect(200)).body.map((row: { id: string }) => row.id);
    expect(paidIds).toContain(paidOne.order.id);
    expect(paidIds).not.toContain(unpaid.order.id);
    const cash = (await list({ paymentMethod: 'COD' }).expect(200)).body;
    expect(cash.every((row: { paymentMethod: string }) => row.paymentMethod === 'COD')).toBe(true);
    expect((await list({ paymentStatus: 'LOST' }).expect(400)).body.message).toContain('filter paymentStatus must be one of PENDING, PAID');

    const revenueAfter = (await t.http().get('/api/v1/admin/dashboard').set(auth(admin)).expect(200)).body.revenue;
    expect(revenueAfter).toBeCloseTo(revenueBefore + paidOne.order.total, 2);
    const sheet = await t.http().get(`/api/v1/admin/production?cookDate=${unpaid.schedule.cookDate}`).set(auth(admin)).expect(200);
    const sheetIds = JSON.stringify(sheet.body);
    expect(sheetIds).toContain(paidOne.order.orderRefId);
    expect(sheetIds).not.toContain(unpaid.order.orderRefId);
  });

  it('finds a paid order whose webhook was lost when reconciling', async () => {
    const { user, order, providerOrderId } = await onlineOrder(1);
    razorpay.pay(providerOrderId);
    t.clock.advance(4 * MINUTE);
    await sweeps().reconcile();
    expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
    await t.mail.waitFor(user.email, /Payment received/);
  });

  it('acts once when two instances receive the same webhook', async () => {
    const second = await startTestApp({ ...razorpay.siteEnv() }, t.database);
    try {
      const { order, providerOrderId } = await onlineOrder(1);
      const payment = razorpay.payments.get(razorpay.pay(providerOrderId).razorpay_payment_id)!;
      const eventId = 'evt_SameEventTwice01';
      const answers = await Promise.all([
        razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment }, { eventId }),
        razorpay.sendWebhook(`${second.url}/api/v1/payments/razorpay/webhook`, 'payment.captured', { payment }, { eventId }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await stored(order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
      expect(await t.dataSource.getRepository(OrderEvent).countBy({ orderId: order.id, type: 'STATUS_CHANGED' })).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const receipts = [...t.mail.messages, ...second.mail.messages].filter(
        (message) => message.subject === `Payment received for order ${order.orderRefId}`,
      );
      expect(receipts).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
