import { describe, expect, it } from 'vitest';
import { awaitsPayment, filterSubscriptionsPage } from './tiffin-subscriptions';

const subscriptions = [
  { id: 6, planId: 2, status: 'ACTIVE' as const },
  { id: 5, planId: 1, status: 'ACTIVE' as const },
  { id: 4, planId: 2, status: 'AWAITING_PAYMENT' as const },
  { id: 3, planId: 2, status: 'ACTIVE' as const },
  { id: 2, planId: 2, status: 'CANCELLED' as const },
];

describe('subscriptions by plan and state', () => {
  it('keeps those of the plan and the state, and counts them all', () => {
    expect(filterSubscriptionsPage(subscriptions, { planId: '2', status: 'ACTIVE' }, { page: 1, perPage: 25 })).toEqual({
      data: [subscriptions[0], subscriptions[3]],
      total: 2,
    });
    expect(filterSubscriptionsPage(subscriptions, { planId: 1 }, { page: 1, perPage: 25 }).data.map((row) => row.id)).toEqual([5]);
    expect(filterSubscriptionsPage(subscriptions, { status: '' }, { page: 1, perPage: 25 }).total).toBe(5);
  });

  it('answers the page asked for', () => {
    expect(filterSubscriptionsPage(subscriptions, { planId: 2 }, { page: 2, perPage: 2 })).toEqual({
      data: [subscriptions[3], subscriptions[4]],
      total: 4,
    });
  });

  it('lets the kitchen record a payment only while one is awaited', () => {
    expect(awaitsPayment({ status: 'AWAITING_PAYMENT' })).toBe(true);
    expect(awaitsPayment({ status: 'ACTIVE' })).toBe(false);
    expect(awaitsPayment({ status: 'CANCELLED' })).toBe(false);
  });
});
