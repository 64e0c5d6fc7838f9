import { i18n } from '../../i18n/i18n';
import type { Order, OrderStatus } from '../../lib/api-types';
import { firstPickupStart } from '../../lib/order-pickup';
import { secondsUntil } from '../../lib/use-now';
import '../../i18n/sections/orderStatus';

/** `label`: the key of the step's name in the message files. */
export const PROGRESS_STEPS = [
  { status: 'PENDING', label: 'orderStatus.steps.PENDING' },
  { status: 'PREPARING', label: 'orderStatus.steps.PREPARING' },
  { status: 'READY', label: 'orderStatus.steps.READY' },
  { status: 'DELIVERED', label: 'orderStatus.steps.DELIVERED' },
] as const satisfies { status: Exclude<OrderStatus, 'CANCELLED' | 'AWAITING_PAYMENT'>; label: string }[];

/** What the order page says about a status, in the chosen language. */
export function statusMessage(status: OrderStatus): string {
  return i18n.t(`orderStatus.messages.${status}`);
}

/** Index of the last highlighted step; -1 when nothing is highlighted (a cancelled order greys every step). */
export function reachedStep(status: OrderStatus): number {
  return PROGRESS_STEPS.findIndex((step) => step.status === status);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'DELIVERED' || status === 'CANCELLED';
}

/** The status page counts down to the pickup start only in its last day: further off, the pickup date says more. */
export const PICKUP_COUNTDOWN_FROM_SECONDS = 24 * 3600;

/**
 * Seconds until the order's first pickup starts, while the order is on its way to being collected and that start is
 * less than a day ahead; null when there is nothing to count down to.
 */
export function pickupCountdownSeconds(order: Pick<Order, 'status' | 'orderItems'>, now: number): number | null {
  if (order.status === 'AWAITING_PAYMENT' || isFinalStatus(order.status)) return null;
  const start = firstPickupStart(order);
  if (!start) return null;
  const seconds = secondsUntil(start, now);
  return seconds > 0 && seconds <= PICKUP_COUNTDOWN_FROM_SECONDS ? seconds : null;
}
