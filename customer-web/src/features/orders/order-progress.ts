import type { OrderStatus } from '../../lib/api-types';

export const PROGRESS_STEPS: { status: Exclude<OrderStatus, 'CANCELLED' | 'AWAITING_PAYMENT'>; label: string }[] = [
  { status: 'PENDING', label: 'Received' },
  { status: 'PREPARING', label: 'Preparing' },
  { status: 'READY', label: 'Ready' },
  { status: 'DELIVERED', label: 'Delivered' },
];

export const STATUS_MESSAGES: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Your order is waiting for payment.',
  PENDING: 'Your order has been received!',
  PREPARING: 'Our chefs are now preparing your delicious meal.',
  READY: 'Your order is ready for pickup!',
  DELIVERED: 'Your order has been delivered. Enjoy!',
  CANCELLED: 'This order has been cancelled.',
};

/** Index of the last highlighted step; -1 when nothing is highlighted (a cancelled order greys every step). */
export function reachedStep(status: OrderStatus): number {
  return PROGRESS_STEPS.findIndex((step) => step.status === status);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'DELIVERED' || status === 'CANCELLED';
}

/** The PREPARING countdown is 40 minutes (docs/rules.md). */
export const PREPARING_COUNTDOWN_SECONDS = 2400;

/**
 * One tick of the status countdown: 0 once READY, DELIVERED or CANCELLED; while PREPARING it counts
 * down and starts again at 2400 when it has run out; otherwise it holds.
 */
export function nextCountdown(status: OrderStatus, current: number): number {
  if (status === 'READY' || status === 'DELIVERED' || status === 'CANCELLED') return 0;
  if (status !== 'PREPARING') return current;
  return current <= 0 ? PREPARING_COUNTDOWN_SECONDS : current - 1;
}
