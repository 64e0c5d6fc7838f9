import { describe, expect, it } from 'vitest';
import { awaitsPayment } from './tiffin-subscriptions';

describe('a subscription awaiting payment', () => {
  it('lets the kitchen record a payment only while one is awaited', () => {
    expect(awaitsPayment({ status: 'AWAITING_PAYMENT' })).toBe(true);
    expect(awaitsPayment({ status: 'ACTIVE' })).toBe(false);
    expect(awaitsPayment({ status: 'CANCELLED' })).toBe(false);
  });
});
