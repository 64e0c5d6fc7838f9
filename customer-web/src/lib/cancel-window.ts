import { i18n } from '../i18n/i18n';
import type { Order } from './api-types';
import { formatCountdown } from './format';
import { currentCancelWindowSeconds } from './settings-store';
import '../i18n/sections/orderConfirmation';

/** Seconds left to cancel: the server's window (docs/rules.md, from /settings) while the order is still PENDING. */
export function cancelSecondsLeft(
  order: Pick<Order, 'status' | 'createdAt' | 'cancellableUntil'>,
  now: number,
  windowSeconds = currentCancelWindowSeconds(),
): number {
  if (order.status !== 'PENDING') return 0;
  const deadline = order.cancellableUntil
    ? new Date(order.cancellableUntil).getTime()
    : new Date(order.createdAt).getTime() + windowSeconds * 1000;
  if (Number.isNaN(deadline)) return 0;
  return Math.min(windowSeconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** 'You can cancel this order within 1:56', or that it is too late. */
export function cancelWindowText(secondsLeft: number): string {
  return secondsLeft > 0
    ? i18n.t('orderConfirmation.cancelWithin', { time: formatCountdown(secondsLeft) })
    : i18n.t('orderConfirmation.cannotCancel');
}
