import { i18n } from '../i18n/i18n';
import type { Order } from './api-types';
import { formatPickup } from './format';
import '../i18n/sections/orderPickup';

/**
 * When an order is collected, one line per distinct pickup, earliest first: 'Tue 24 Nov, 12:15 pm – 12:30 pm' for a
 * chosen slot, 'Wed 25 Nov, 12:00 pm – 2:00 pm (any time)' for a whole window (a date without slots, or an older
 * order).
 */
export function pickupLines(order: Pick<Order, 'orderItems'>): string[] {
  const lines = [...order.orderItems]
    .sort((a, b) => Date.parse(a.pickupFrom) - Date.parse(b.pickupFrom))
    .map((item) => {
      const range = formatPickup(item.pickupFrom, item.pickupTo);
      return item.pickupSlot ? range : i18n.t('orderPickup.anyTime', { range });
    });
  return [...new Set(lines)];
}

/** The pickups in one line, for a sentence. */
export function pickupSummary(order: Pick<Order, 'orderItems'>): string {
  return pickupLines(order).join('; ');
}

/** The first pickup of the order: what the status page counts down to. */
export function firstPickupStart(order: Pick<Order, 'orderItems'>): string | null {
  const starts = order.orderItems.map((item) => item.pickupFrom).filter((from) => !Number.isNaN(Date.parse(from)));
  return starts.length === 0 ? null : starts.reduce((first, from) => (Date.parse(from) < Date.parse(first) ? from : first));
}
