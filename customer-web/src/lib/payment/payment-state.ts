import type { Order } from '../api-types';
import { secondsUntil } from '../use-now';

/** What the customer is told about an order's money, or null for a cash order with nothing to say. */
export function paymentNote(order: Order): { tone: 'info' | 'success' | 'warning' | 'error'; text: string } | null {
  if (order.status === 'AWAITING_PAYMENT') {
    return order.paymentStatus === 'FAILED'
      ? { tone: 'error', text: 'Your last payment attempt failed. You can try again.' }
      : { tone: 'warning', text: 'Awaiting payment' };
  }
  switch (order.paymentStatus) {
    case 'PAID':
      return { tone: 'success', text: 'Paid online' };
    case 'REFUND_PENDING':
      return { tone: 'info', text: 'Refund started: the money goes back to how you paid within 5–7 working days.' };
    case 'REFUNDED':
      return { tone: 'success', text: 'Refunded' };
    default:
      return null;
  }
}

/** Whole seconds until the payment time runs out (0 once it has). */
export function paymentSecondsLeft(order: Order, now: number): number {
  if (!order.payment) return 0;
  return secondsUntil(order.payment.expiresAt, now);
}
