import { describe, expect, it } from 'vitest';
import { anOrder } from '../../testing/factories';
import { paymentNote, paymentSecondsLeft } from './payment-state';

const payment = {
  provider: 'test' as const,
  keyId: 'test_mode',
  providerOrderId: 'order_test_1',
  amount: 25920,
  currency: 'INR' as const,
  expiresAt: '2026-11-24T10:10:00.000Z',
};

describe('what an order says about its money', () => {
  it('asks for payment while awaiting it, and says when the last attempt failed', () => {
    expect(paymentNote(anOrder({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', payment }))).toEqual({
      tone: 'warning',
      text: 'Awaiting payment',
    });
    expect(paymentNote(anOrder({ status: 'AWAITING_PAYMENT', paymentStatus: 'FAILED', payment }))?.text).toBe(
      'Your last payment attempt failed. You can try again.',
    );
  });

  it('says paid, refund started and refunded, and nothing for cash', () => {
    expect(paymentNote(anOrder({ paymentStatus: 'PAID', payment }))?.text).toBe('Paid online');
    expect(paymentNote(anOrder({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING', payment }))?.text).toMatch(/^Refund started/);
    expect(paymentNote(anOrder({ status: 'CANCELLED', paymentStatus: 'REFUNDED', payment }))?.text).toBe('Refunded');
    expect(paymentNote(anOrder())).toBeNull();
  });

  it('counts the seconds left to pay down to zero', () => {
    const order = anOrder({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', payment });
    expect(paymentSecondsLeft(order, Date.parse('2026-11-24T10:08:30.200Z'))).toBe(90);
    expect(paymentSecondsLeft(order, Date.parse('2026-11-24T10:11:00.000Z'))).toBe(0);
    expect(paymentSecondsLeft(anOrder(), Date.now())).toBe(0);
  });
});
