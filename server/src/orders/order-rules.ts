import { randomBytes } from 'node:crypto';
import type { Language } from '../common/language';
import type { CancelReason, Order, OrderStatus, PaymentStatus } from './order.entity';

/** How long after placing a PENDING order its customer may still cancel it (docs/rules.md). */
export const CANCEL_WINDOW_SECONDS = 120;
export const CANCEL_WINDOW_MS = CANCEL_WINDOW_SECONDS * 1000;

export const DEFAULT_SPECIAL_INSTRUCTIONS = 'No special instructions';

// 32 symbols, so each random byte maps to one without bias (byte & 31); no 0/O or 1/I to misread.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_REFERENCE_LENGTH = 12;

/** A 12-character upper-case order reference from the crypto RNG (60 bits). */
export function newOrderReference(): string {
  return [...randomBytes(ORDER_REFERENCE_LENGTH)].map((byte) => REFERENCE_ALPHABET[byte & 31]).join('');
}

/**
 * Until when the customer may cancel: an order awaiting its online payment until the payment time runs out; a
 * PENDING one for CANCEL_WINDOW_SECONDS after it was received (placed, or for online orders paid).
 */
export function cancellableUntil(order: Pick<Order, 'status' | 'createdAt' | 'paidAt' | 'paymentExpiresAt'>, now: Date): Date | null {
  const deadline =
    order.status === 'AWAITING_PAYMENT' ? order.paymentExpiresAt : new Date((order.paidAt ?? order.createdAt).getTime() + CANCEL_WINDOW_MS);
  const open = order.status === 'AWAITING_PAYMENT' || order.status === 'PENDING';
  return open && deadline && deadline.getTime() > now.getTime() ? deadline : null;
}

/** Cancelling moves money the customer paid (and the kitchen keeps no delivered order's money) into a refund. */
export function paymentStatusOnCancel(order: Pick<Order, 'status' | 'paymentStatus'>): PaymentStatus | null {
  if (order.paymentStatus === 'PAID' && order.status !== 'DELIVERED') return 'REFUND_PENDING';
  if (order.status === 'AWAITING_PAYMENT') return 'FAILED';
  return order.paymentStatus;
}

/** The customer-facing sentence for each status, per language; DELIVERED is a pickup kitchen's 'picked up'. */
export const STATUS_MESSAGES: Record<Language, Record<OrderStatus, string>> = {
  en: {
    AWAITING_PAYMENT: 'Your order is waiting for payment.',
    PENDING: 'Your order has been received!',
    PREPARING: 'Our chefs are now preparing your delicious meal.',
    READY: 'Your order is ready for pickup!',
    DELIVERED: 'You have picked up your order. Enjoy!',
    CANCELLED: 'This order has been cancelled.',
  },
  hi: {
    AWAITING_PAYMENT: 'आपका ऑर्डर भुगतान का इंतज़ार कर रहा है।',
    PENDING: 'आपका ऑर्डर हमें मिल गया है!',
    PREPARING: 'हमारे रसोइए अब आपका स्वादिष्ट खाना बना रहे हैं।',
    READY: 'आपका ऑर्डर पिकअप के लिए तैयार है!',
    DELIVERED: 'आपने अपना ऑर्डर ले लिया है। मज़े से खाइए!',
    CANCELLED: 'यह ऑर्डर रद्द कर दिया गया है।',
  },
};

/** Why a cancelled order was cancelled, in the customer's words. */
export const CANCEL_REASON_MESSAGES: Record<CancelReason, string> = {
  CUSTOMER: 'You cancelled this order.',
  KITCHEN: 'The kitchen cancelled this order.',
  PAYMENT_TIMEOUT: 'Payment time ran out, so your portions were released',
};
