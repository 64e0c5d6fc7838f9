import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('online payments in test mode (no Razorpay keys)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  async function onlineOrder() {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, { pricePaise: 20000 }, { availableQty: 4 });
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      paymentMethod: 'ONLINE',
    }).expect(201);
    return { user, token, schedule, order: placed.body.data };
  }

  it('offers online payment through the test-mode provider', async () => {
    const settings = await t.http().get('/api/v1/settings').expect(200);
    expect(settings.body.data.onlinePayment).toEqual({ provider: 'test', checkoutUrl: null });
  });

  it('pays through the test page: the same signed answer and the same webhook path as Razorpay', async () => {
    const { user, token, order } = await onlineOrder();
    expect(order.payment).toMatchObject({ provider: 'test', keyId: 'test_mode', amount: 21600, currency: 'INR' });
    const provider = order.payment.providerOrderId;
    const paid = await t.http().post(`/api/v1/payments/test/${provider}/pay`).set(auth(token)).expect(200);
    expect(paid.body.data).toEqual({
      razorpay_order_id: provider,
      razorpay_payment_id: expect.stringMatching(/^pay_test_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The webhook arrived first and confirmed the order; verify, as the SPA calls it next, answers the paid order.
    const verified = await t.http().post('/api/v1/payments/razorpay/verify').set(auth(token)).send(paid.body.data).expect(200);
    expect(verified.body.data).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });
    const forged = await t
      .http()
      .post('/api/v1/payments/razorpay/verify')
      .set(auth(token))
      .send({ ...paid.body.data, razorpay_signature: 'b'.repeat(64) });
    expect(forged.status).toBe(400);
    await t.mail.waitFor(user.email, /Payment received/);
  });

  it('records a failed attempt, then lets the customer pay; a cancel within the window is refunded through the webhook path', async () => {
    const { user, token, schedule, order } = await onlineOrder();
    const provider = order.payment.providerOrderId;
    const failed = await t.http().post(`/api/v1/payments/test/${provider}/fail`).set(auth(token)).expect(200);
    expect(failed.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'FAILED' });
    const paid = await t.http().post(`/api/v1/payments/test/${provider}/pay`).set(auth(token)).expect(200);
    await t.http().post('/api/v1/payments/razorpay/verify').set(auth(token)).send(paid.body.data).expect(200);

    const cancelled = await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(200);
    expect(cancelled.body.data.paymentStatus).toMatch(/^REFUND/);
    const refunded = await waitFor(
      async () => (await t.http().get(`/api/v1/orders/${order.id}`).set(auth(token))).body.data,
      (current) => current.paymentStatus === 'REFUNDED',
    );
    expect(refunded).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await portionsLeft(t, schedule.id)).toBe(4);
    await t.mail.waitFor(user.email, /Refund completed/);
  });

  it("refuses another customer's test payment as not found", async () => {
    const { order } = await onlineOrder();
    const stranger = await createUser(t);
    const refused = await t.http().post(`/api/v1/payments/test/${order.payment.providerOrderId}/pay`).set(auth(stranger.token)).expect(404);
    expect(refused.body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('online payment switched off (production without keys)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-that-is-long-enough-for-hs256' });
  });
  afterAll(async () => t?.close());

  it('offers cash only: settings say so, ONLINE orders are refused with 400, and the test page does not exist', async () => {
    expect((await t.http().get('/api/v1/settings').expect(200)).body.data.onlinePayment).toBeNull();
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 3 });
    const refused = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      paymentMethod: 'ONLINE',
    }).expect(400);
    expect(refused.body.code).toBe('ONLINE_PAYMENT_UNAVAILABLE');
    expect(await portionsLeft(t, schedule.id)).toBe(3);
    const page = await t.http().post('/api/v1/payments/test/order_test_x/pay').set(auth(token)).expect(404);
    expect(page.body.code).toBe('TEST_MODE_OFF');
    const hook = await t.http().post('/api/v1/payments/razorpay/webhook').send({ event: 'payment.captured', payload: {} }).expect(404);
    expect(hook.body.code).toBe('ONLINE_PAYMENTS_OFF');
  });
});
