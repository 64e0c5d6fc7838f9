import type { ProviderPayment } from '../payment-gateway/payment-gateway';
import { paymentError } from './payments.exception';

/** The parts of a Razorpay webhook's body that the handlers read. */
export interface RazorpayEvent {
  event: string;
  payload: {
    payment?: { entity: RazorpayPayment };
    refund?: { entity: { id: string; payment_id: string } };
    subscription?: { entity: RazorpayMandate };
  };
}

export interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
}

/** A Razorpay subscription: the autopay mandate behind a tiffin plan's renewals. */
export interface RazorpayMandate {
  id: string;
  charge_at?: number | null;
  notes?: Record<string, string> | [];
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export function parseEvent(rawBody: string): RazorpayEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw paymentError('WEBHOOK_BODY_INVALID');
  }
  const event = parsed as Partial<RazorpayEvent> | null;
  if (!event || typeof event.event !== 'string' || typeof event.payload !== 'object' || event.payload === null)
    throw paymentError('WEBHOOK_BODY_INVALID');
  return event as RazorpayEvent;
}
