import type { Order } from '../../lib/api-types';

/** Spec section 9: a customer may cancel for 120 seconds after ordering, while the order is still PENDING. */
export const CANCEL_WINDOW_SECONDS = 120;

export function cancelSecondsLeft(order: Pick<Order, 'status' | 'createdAt' | 'cancellableUntil'>, now: number): number {
  if (order.status !== 'PENDING') return 0;
  const deadline = order.cancellableUntil
    ? new Date(order.cancellableUntil).getTime()
    : new Date(order.createdAt).getTime() + CANCEL_WINDOW_SECONDS * 1000;
  if (Number.isNaN(deadline)) return 0;
  return Math.min(CANCEL_WINDOW_SECONDS, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

export function cancelWindowText(secondsLeft: number): string {
  return secondsLeft > 0 ? `You can cancel this order within ${secondsLeft}s` : 'You can’t cancel this order now';
}
