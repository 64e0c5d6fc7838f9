import type { Schemas } from '@home-kitchen/api';
import { api, fetchFile } from '../../lib/api-client';
import type { CheckoutResponse, TiffinCheckout, TiffinPeriod, TiffinPlan, TiffinSubscription } from '../../lib/api-types';

/** The AutoPay mandate to approve, and what approving it hands back (Checkout, or the test mode's AutoPay button). */
export type TiffinAutopayCheckout = Schemas['TiffinAutopayCheckoutDto'];
export type AutopayApproval = Schemas['SubscriptionCheckoutResponseDto'];

const subscription = (id: number) => `/tiffin/subscriptions/${id}`;

/** The customer's tiffin calls (docs/tiffin-plans.md); every change answers the subscription as it is now. */
export const tiffinApi = {
  plans: () => api.get<TiffinPlan[]>('/tiffin/plans'),
  mine: () => api.get<TiffinSubscription[]>('/tiffin/subscriptions'),
  one: (id: number) => api.get<TiffinSubscription>(subscription(id)),
  /** Without `pickupFrom`, the plan's first slot. */
  subscribe: (planId: number, period: TiffinPeriod, weekdays: number[], pickupFrom?: string) =>
    api.post<TiffinSubscription>('/tiffin/subscriptions', { planId, period, weekdays, ...(pickupFrom ? { pickupFrom } : {}) }),
  checkout: (id: number) => api.post<TiffinCheckout>(`${subscription(id)}/checkout`),
  verifyPayment: (id: number, response: CheckoutResponse) => api.post<TiffinSubscription>(`${subscription(id)}/verify-payment`, response),
  autopay: (id: number) => api.post<TiffinAutopayCheckout>(`${subscription(id)}/autopay`),
  verifyAutopay: (id: number, approval: AutopayApproval) => api.post<TiffinSubscription>(`${subscription(id)}/verify-autopay`, approval),
  testAutopayCharge: (providerSubscriptionId: string) =>
    api.post<AutopayApproval>(`/payments/test/subscriptions/${encodeURIComponent(providerSubscriptionId)}/pay`),
  renew: (id: number) => api.post<TiffinSubscription>(`${subscription(id)}/renew`),
  skip: (id: number, cookDate: string) => api.post<TiffinSubscription>(`${subscription(id)}/skip`, { cookDate }),
  unskip: (id: number, cookDate: string) => api.post<TiffinSubscription>(`${subscription(id)}/unskip`, { cookDate }),
  pause: (id: number, from: string, to: string) => api.post<TiffinSubscription>(`${subscription(id)}/pause`, { from, to }),
  resume: (id: number) => api.post<TiffinSubscription>(`${subscription(id)}/resume`),
  /** The new slot applies to the subscription and every meal whose change deadline has not passed. */
  changePickupSlot: (id: number, pickupFrom: string) => api.post<TiffinSubscription>(`${subscription(id)}/pickup-slot`, { pickupFrom }),
  cancel: (id: number) => api.post<TiffinSubscription>(`${subscription(id)}/cancel`),
  /** The test-mode page's Fail: the attempt is recorded as failed; the subscription keeps waiting for payment. */
  failTestPayment: (providerOrderId: string) => api.post<TiffinSubscription>(`/payments/test/${encodeURIComponent(providerOrderId)}/fail`),
  /** The tax invoice of the period's payment, a PDF. */
  invoice: (id: number) => fetchFile(`${subscription(id)}/invoice`),
};
