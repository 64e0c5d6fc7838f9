import { formatPhone, type Schemas } from '@home-kitchen/api';
import type { TranslateFunction } from 'react-admin';

export type TiffinSubscription = Schemas['AdminTiffinSubscriptionDto'];
export type TiffinSubscriptionState = TiffinSubscription['status'];
export type ComingMeal = Schemas['ComingMealDto'];

export const SUBSCRIPTION_STATES: readonly TiffinSubscriptionState[] = ['AWAITING_PAYMENT', 'ACTIVE', 'CANCELLED'];

/** Whether the kitchen can record a payment by hand: only while the period awaits its prepayment. */
export function awaitsPayment(subscription: Pick<TiffinSubscription, 'status'>): boolean {
  return subscription.status === 'AWAITING_PAYMENT';
}

/** The subscriber's name as the server sends it with the subscription; 'N/A' should it be blank. */
export function customerNameText(subscription: Pick<TiffinSubscription, 'customerName'>, translate: TranslateFunction): string {
  return subscription.customerName.trim() || translate('hk.app.notAvailable');
}

/** The subscriber's phone as the console writes phones ('+91 98765 43210'); 'N/A' when the customer gave none. */
export function customerPhoneText(subscription: Pick<TiffinSubscription, 'customerPhone'>, translate: TranslateFunction): string {
  return formatPhone(subscription.customerPhone) || translate('hk.app.notAvailable');
}

/** The plan and its meal: 'Weekday lunch · Lunch'. */
export function planText(subscription: Pick<TiffinSubscription, 'planName' | 'meal'>, translate: TranslateFunction): string {
  return `${subscription.planName} · ${translate(`hk.tiffinPlans.meals.${subscription.meal}`)}`;
}
