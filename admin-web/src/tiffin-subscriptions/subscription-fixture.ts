import type { TiffinSubscription } from './tiffin-subscriptions';

/** A paid four-week period that renews subscription 6 by UPI AutoPay, with credit taken in and credit refunded. */
export function subscriptionOf(overrides: Partial<TiffinSubscription> = {}): TiffinSubscription {
  return {
    id: 7,
    planId: 2,
    planName: 'Weekday lunch',
    meal: 'LUNCH',
    weekdays: [1, 2, 3, 4, 5],
    period: 'FOUR_WEEKS',
    startDate: '2026-11-30',
    endDate: '2026-12-27',
    status: 'ACTIVE',
    pickupFrom: '12:30',
    pickupTo: '14:00',
    pickupSlots: [{ from: '12:30', to: '14:00' }],
    pricePerMeal: 120.5,
    mealsInPeriod: 20,
    amount: 2410,
    creditApplied: 241,
    paid: 2169,
    charged: 2289.5,
    credit: 60.25,
    creditSettled: 60.25,
    due: 0,
    renewalOf: 6,
    autopay: true,
    meals: [],
    userId: 31,
    customerName: 'Meera Iyer',
    customerPhone: '919876543210',
    createdAt: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}
