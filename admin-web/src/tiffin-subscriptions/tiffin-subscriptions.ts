import type { Schemas } from '@home-kitchen/api';

export type TiffinSubscription = Schemas['AdminTiffinSubscriptionDto'];
export type TiffinSubscriptionState = TiffinSubscription['status'];
export type ComingMeal = Schemas['ComingMealDto'];

export const SUBSCRIPTION_STATES: readonly TiffinSubscriptionState[] = ['AWAITING_PAYMENT', 'ACTIVE', 'CANCELLED'];
/** The list's filters: the plan and the state. */
export const SUBSCRIPTION_FILTERS = ['planId', 'status'] as const;

/** One page of the subscriptions matching the filter's plan and state, with how many match in all. */
export function filterSubscriptionsPage<Subscription extends Pick<TiffinSubscription, 'planId' | 'status'>>(
  subscriptions: readonly Subscription[],
  filter: Record<string, unknown>,
  pagination: { page: number; perPage: number },
): { data: Subscription[]; total: number } {
  const planId = filter.planId === undefined || filter.planId === '' ? undefined : Number(filter.planId);
  const status = filter.status === undefined || filter.status === '' ? undefined : filter.status;
  const matching = subscriptions.filter(
    (subscription) => (planId === undefined || subscription.planId === planId) && (status === undefined || subscription.status === status),
  );
  const first = (pagination.page - 1) * pagination.perPage;
  return { data: matching.slice(first, first + pagination.perPage), total: matching.length };
}

/** Whether the kitchen can record a payment by hand: only while the period awaits its prepayment. */
export function awaitsPayment(subscription: Pick<TiffinSubscription, 'status'>): boolean {
  return subscription.status === 'AWAITING_PAYMENT';
}
