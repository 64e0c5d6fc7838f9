import { requestFingerprint } from './idempotency.service';
import { normalizeOrderRequest } from './order-placement.service';
import { cancellableUntil, newOrderReference } from './order-rules';

describe('order rules', () => {
  it('draws 12-character upper-case references', () => {
    const references = new Set(Array.from({ length: 500 }, () => newOrderReference()));
    expect(references.size).toBe(500);
    for (const reference of references) expect(reference).toMatch(/^[A-Z2-9]{12}$/);
  });

  it('allows cancelling a PENDING order for 120 seconds only', () => {
    const placedAt = new Date('2026-11-22T10:00:00.000Z');
    expect(cancellableUntil('PENDING', placedAt, new Date('2026-11-22T10:01:59.000Z'))?.toISOString()).toBe('2026-11-22T10:02:00.000Z');
    expect(cancellableUntil('PENDING', placedAt, new Date('2026-11-22T10:02:01.000Z'))).toBeNull();
    expect(cancellableUntil('PREPARING', placedAt, placedAt)).toBeNull();
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
    });
  });

  it('fingerprints requests by content, not by key order', () => {
    expect(requestFingerprint({ a: 1, b: [1, 2] })).toBe(requestFingerprint({ b: [1, 2], a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });
});
