import { requestFingerprint } from '../idempotency/idempotency.service';
import { normalizeOrderRequest } from './placement/order-request';
import { cancellableUntil, newOrderReference } from './order-rules';
import type { OrderStatus } from './order.entity';

describe('order rules', () => {
  it('draws 12-character upper-case references', () => {
    const references = new Set(Array.from({ length: 500 }, () => newOrderReference()));
    expect(references.size).toBe(500);
    for (const reference of references) expect(reference).toMatch(/^[A-Z2-9]{12}$/);
  });

  it('allows cancelling a PENDING order for 120 seconds only', () => {
    const placedAt = new Date('2026-11-22T10:00:00.000Z');
    const order = (status: OrderStatus) => ({ status, createdAt: placedAt, paidAt: null, paymentExpiresAt: null });
    expect(cancellableUntil(order('PENDING'), new Date('2026-11-22T10:01:59.000Z'))?.toISOString()).toBe('2026-11-22T10:02:00.000Z');
    expect(cancellableUntil(order('PENDING'), new Date('2026-11-22T10:02:01.000Z'))).toBeNull();
    expect(cancellableUntil(order('PREPARING'), placedAt)).toBeNull();
  });

  it("counts an online order's window from its payment, and lets an unpaid one be cancelled until its payment time runs out", () => {
    const placedAt = new Date('2026-11-22T10:00:00.000Z');
    const paid = {
      status: 'PENDING' as const,
      createdAt: placedAt,
      paidAt: new Date('2026-11-22T10:05:00.000Z'),
      paymentExpiresAt: new Date('2026-11-22T10:10:00.000Z'),
    };
    expect(cancellableUntil(paid, new Date('2026-11-22T10:06:00.000Z'))?.toISOString()).toBe('2026-11-22T10:07:00.000Z');
    const awaiting = { ...paid, status: 'AWAITING_PAYMENT' as const, paidAt: null };
    expect(cancellableUntil(awaiting, new Date('2026-11-22T10:09:00.000Z'))?.toISOString()).toBe('2026-11-22T10:10:00.000Z');
    expect(cancellableUntil(awaiting, new Date('2026-11-22T10:10:01.000Z'))).toBeNull();
  });

  it('normalises an order request: repeated schedules summed, lines in schedule-id order, defaults filled', () => {
    const request = normalizeOrderRequest({
      orderItems: [
        { menuScheduleId: 9, quantity: 1 },
        { menuScheduleId: 3, quantity: 2 },
        { menuScheduleId: 9, quantity: 4 },
      ],
      specialInstructions: '  ',
    });
    expect(request).toEqual({
      lines: [
        { scheduleId: 3, quantity: 2 },
        { scheduleId: 9, quantity: 5 },
      ],
      paymentMethod: 'COD',
      specialInstructions: 'No special instructions',
      promotionCode: null,
      pickupSlots: [],
    });
  });

  it('fingerprints requests by content, not by key order', () => {
    expect(requestFingerprint({ a: 1, b: [1, 2] })).toBe(requestFingerprint({ b: [1, 2], a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });
});
