import type { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';

/**
 * Told each time a subscription's period is found paid (online or recorded by hand; again on a repeated report of the
 * same payment), so that the invoices module, which sits above this one, issues its tax invoice. Whoever fills it
 * must make a repeat harmless.
 */
export abstract class TiffinPaidPeriods {
  abstract paid(subscription: TiffinSubscription): Promise<void>;
}

/** The payment a paid period stands on: the provider's payment, or the kitchen's record of a payment by hand. */
export function paymentReferenceOf(subscription: Pick<TiffinSubscription, 'id' | 'startDate' | 'providerPaymentId'>): string {
  return subscription.providerPaymentId ?? `by-hand:${subscription.id}:${subscription.startDate}`;
}
