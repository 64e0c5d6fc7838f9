import { anOrder } from '../../testing/factories';
import { fail, fakeApi, offline, ok } from '../../testing/fake-api';
import { DEFAULT_SPECIAL_INSTRUCTIONS, placeOrder } from './place-order';

const request = { lines: [{ menuScheduleId: 11, quantity: 2 }], paymentMethod: 'COD' as const, specialInstructions: '  extra chutney ' };

describe('placeOrder', () => {
  it('sends the cart lines with the attempt key and answers the order with the server message', async () => {
    const order = anOrder();
    const { calls } = fakeApi({
      'POST /orders': { status: 201, body: { success: true, message: 'Order placed successfully!', data: order } },
    });
    const result = await placeOrder(request, 'key-1');
    expect(result).toEqual({ ok: true, order, message: 'Order placed successfully!' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0]?.body).toEqual({
      orderItems: [{ menuScheduleId: 11, quantity: 2 }],
      paymentMethod: 'COD',
      specialInstructions: 'extra chutney',
    });
  });

  it('fills in the default special instructions', async () => {
    const { calls } = fakeApi({ 'POST /orders': ok(anOrder()) });
    await placeOrder({ ...request, specialInstructions: '   ' }, 'key-2');
    expect((calls[0]?.body as { specialInstructions: string }).specialInstructions).toBe(DEFAULT_SPECIAL_INSTRUCTIONS);
  });

  it('passes on the server refusal naming the dish, and says a new attempt needs a new key', async () => {
    fakeApi({ 'POST /orders': fail(409, 'Only 1 portion of Masala Dosa is left.') });
    expect(await placeOrder(request, 'key-3')).toEqual({ ok: false, message: 'Only 1 portion of Masala Dosa is left.', retrySafe: false });
  });

  it('lets a lost answer be retried with the same key, with advice a customer can act on', async () => {
    offline();
    const result = await placeOrder(request, 'key-4');
    expect(result).toMatchObject({ ok: false, retrySafe: true });
    expect(result.ok === false && result.message).not.toMatch(/console/i);
  });
});
