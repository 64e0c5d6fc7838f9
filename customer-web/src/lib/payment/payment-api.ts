import { api } from '../api-client';
import type { CheckoutResponse, Order } from '../api-types';

/** Passes what Checkout handed over to the server, which checks the signature and asks the provider. */
export function verifyPayment(response: CheckoutResponse): Promise<Order> {
  return api.post<Order>('/payments/razorpay/verify', response);
}

/** The test-mode page's Pay: answers the same three values Razorpay Checkout would. */
export function payInTestMode(providerOrderId: string): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>(`/payments/test/${encodeURIComponent(providerOrderId)}/pay`);
}

/** The test-mode page's Fail: the attempt is recorded as failed; the order keeps waiting. */
export function failInTestMode(providerOrderId: string): Promise<Order> {
  return api.post<Order>(`/payments/test/${encodeURIComponent(providerOrderId)}/fail`);
}
