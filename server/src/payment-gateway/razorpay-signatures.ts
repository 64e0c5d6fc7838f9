import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay Checkout's signature over a successful payment (hex HMAC-SHA256 of `order_id|payment_id`, key secret). */
export function checkoutSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

/** Razorpay Checkout's signature over a subscription's approving payment (hex HMAC-SHA256 of `payment_id|subscription_id`, key secret). */
export function subscriptionSignature(keySecret: string, subscriptionId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
}

/** Razorpay's webhook signature (hex HMAC-SHA256 of the raw request body, webhook secret). */
export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return createHmac('sha256', webhookSecret).update(Buffer.from(rawBody, 'utf8')).digest('hex');
}

/** Constant-time comparison of two hex signatures; anything malformed simply does not match. */
export function signaturesMatch(expected: string, given: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
