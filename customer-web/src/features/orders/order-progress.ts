import { i18n } from '../../i18n/i18n';
import type { OrderStatus } from '../../lib/api-types';

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
