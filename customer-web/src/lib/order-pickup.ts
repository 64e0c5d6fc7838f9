import { i18n } from '../i18n/i18n';
import type { Order } from './api-types';
import { formatDateTime, formatTime } from './format';

/**
 * When an order is collected, one line per distinct pickup: '24 Nov 2026, 12:15 pm – 12:30 pm' for a chosen slot,
 * '24 Nov 2026, 12:00 pm – 2:00 pm (any time)' for a whole window (a date without slots, or an older order).
 */
export function pickupLines(order: Pick<Order, 'orderItems'>): string[] {
  const lines = order.orderItems.map((item) => {
    const range = `${formatDateTime(item.pickupFrom)} – ${formatTime(item.pickupTo)}`;
    return item.pickupSlot ? range : i18n.t('orderPickup.anyTime', { range });
  });
  return [...new Set(lines)];
}

/** The pickups in one line, for a sentence or a table cell. */
export function pickupSummary(order: Pick<Order, 'orderItems'>): string {
  return pickupLines(order).join('; ');
}
