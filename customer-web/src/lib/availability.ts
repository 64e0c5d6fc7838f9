import { currentLanguage, i18n } from '../i18n/i18n';
import type { MenuCard } from './api-types';
import { formatDateTime, formatPickup } from './format';

export interface AvailabilityView {
  /** The headline text: 'Available', 'Out of stock', ... */
  label: string;
  /** Extra lines shown under an available dish: cutoff, pickup, portions left, limit per customer. */
  details: string[];
  orderable: boolean;
}

/**
 * Menu card availability (docs/rules.md). The server decides the state; the browser only
 * notices a cutoff that passed since the menu was loaded, and adds the cutoff and stock lines.
 */
export function describeAvailability(card: MenuCard, now: Date = new Date()): AvailabilityView {
  const cutoffPassed = Boolean(card.orderCutoffAt) && new Date(card.orderCutoffAt as string).getTime() <= now.getTime();
  // The server's headline is English; the state names it in the chosen language, the server's words standing in
  // for a state this build does not know yet.
  const headline = i18n.t(`availability.${card.availability.state}`, { defaultValue: card.availability.message });
  if (card.availability.state !== 'AVAILABLE') {
    return { label: currentLanguage() === 'en' ? card.availability.message : headline, details: [], orderable: false };
  }
  if (cutoffPassed) return { label: i18n.t('availability.ORDER_CLOSED'), details: [], orderable: false };
  const details: string[] = [];
  if (card.orderCutoffAt) details.push(i18n.t('availability.orderBefore', { time: formatDateTime(card.orderCutoffAt) }));
  if (card.pickupFrom) details.push(i18n.t('availability.pickup', { pickup: formatPickup(card.pickupFrom, card.pickupTo) }));
  if (card.totalAvailableQuantity > 0) details.push(i18n.t('availability.quantityLeft', { count: card.totalAvailableQuantity }));
  if (card.maxPerCustomer !== null) details.push(i18n.t('availability.maxPerCustomer', { count: card.maxPerCustomer }));
  const label = currentLanguage() === 'en' ? card.availability.message || headline : headline;
  return { label, details, orderable: card.orderable };
}
