import type { Schemas } from '@home-kitchen/api';

export type TiffinSubscription = Schemas['AdminTiffinSubscriptionDto'];
export type TiffinSubscriptionState = TiffinSubscription['status'];
export type ComingMeal = Schemas['ComingMealDto'];

export const SUBSCRIPTION_STATES: readonly TiffinSubscriptionState[] = ['AWAITING_PAYMENT', 'ACTIVE', 'CANCELLED'];

/** Whether the kitchen can record a payment by hand: only while the period awaits its prepayment. */
export function awaitsPayment(subscription: Pick<TiffinSubscription, 'status'>): boolean {
  return subscription.status === 'AWAITING_PAYMENT';
}
