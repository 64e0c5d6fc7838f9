import { i18n } from '../../i18n/i18n';
import type { Order } from '../api-types';
import { secondsUntil } from '../use-now';
import '../../i18n/sections/payment';

/** What the customer is told about an order's money, or null for a cash order with nothing to say. */
export function paymentNote(order: Order): { tone: 'info' | 'success' | 'warning' | 'error'; text: string } | null {
  if (order.status === 'AWAITING_PAYMENT') {
    return order.paymentStatus === 'FAILED'
      ? { tone: 'error', text: i18n.t('payment.failed') }
      : { tone: 'warning', text: i18n.t('payment.awaiting') };
  }
  switch (order.paymentStatus) {
    case 'PAID':
      return { tone: 'success', text: i18n.t('payment.paid') };
    case 'REFUND_PENDING':
      return { tone: 'info', text: i18n.t('payment.refundStarted') };
    case 'REFUNDED':
      return { tone: 'success', text: i18n.t('payment.refunded') };
    default:
      return null;
  }
}

/** Whole seconds until the payment time runs out (0 once it has). */
export function paymentSecondsLeft(order: Order, now: number): number {
  if (!order.payment) return 0;
  return secondsUntil(order.payment.expiresAt, now);
}
