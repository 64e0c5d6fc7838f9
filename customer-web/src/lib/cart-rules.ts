import { i18n } from '../i18n/i18n';
import type { MenuCard } from './api-types';

export interface MergeItem {
  menuScheduleId: number;
  quantity: number;
}

/**
 * Why a dish cannot go into the cart, or null when it can.
 * Checked in this order: no schedule, cutoff passed, missing schedule id; then stock (docs/rules.md).
 */
export function addToCartProblem(card: MenuCard, now: Date = new Date()): string | null {
  if (!card.hasActiveSchedule) return i18n.t('notices.notAvailable', { name: card.name });
  if (card.orderCutoffAt && new Date(card.orderCutoffAt).getTime() <= now.getTime()) {
    return i18n.t('notices.cutoffPassed', { name: card.name });
  }
  if (!card.activeScheduleId) return i18n.t('notices.invalidSchedule');
  if (!card.orderable || card.totalAvailableQuantity <= 0) return i18n.t('notices.notAvailable', { name: card.name });
  return null;
}

export interface QuantityLimit {
  /** The most this line may hold. */
  max: number;
  /** Why, as shown under the plus button once it stops: 'Only 3 left' or 'Max 2 per customer'. */
  reason: string;
}

/**
 * The most portions of a line one customer may put in the cart: what is left (0 means the server has not said, so
 * no cap) and the cook date's limit per customer, whichever is lower; null when neither caps it.
 */
export function quantityLimit(line: { availableQty: number; maxPerCustomer: number | null }): QuantityLimit | null {
  const stock = line.availableQty > 0 ? line.availableQty : null;
  const perCustomer = line.maxPerCustomer;
  if (perCustomer !== null && (stock === null || perCustomer <= stock))
    return { max: perCustomer, reason: i18n.t('availability.maxPerCustomer', { count: perCustomer }) };
  if (stock !== null) return { max: stock, reason: i18n.t('cart.onlyLeft', { count: stock }) };
  return null;
}

/**
 * The guest cart sent to the server on login keeps only lines with a schedule id
 * and a price above 0; lines of the same schedule add up.
 */
export function guestItemsForMerge(items: { menuScheduleId?: number | null; price?: number | null; quantity: number }[]): MergeItem[] {
  const bySchedule = new Map<number, number>();
  for (const item of items) {
    if (!item.menuScheduleId || !item.price || item.price <= 0 || item.quantity <= 0) continue;
    bySchedule.set(item.menuScheduleId, (bySchedule.get(item.menuScheduleId) ?? 0) + Math.floor(item.quantity));
  }
  return [...bySchedule].map(([menuScheduleId, quantity]) => ({ menuScheduleId, quantity }));
}
