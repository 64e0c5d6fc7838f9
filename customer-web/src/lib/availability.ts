import type { MenuCard } from './api-types';
import { formatDateTime } from './format';

export interface AvailabilityView {
  /** The headline text: 'Available', 'Out of stock', ... */
  label: string;
  /** Extra lines shown under an available dish. */
  details: string[];
  orderable: boolean;
}

/**
 * Menu card availability (docs/rules.md). The server decides the state; the browser only
 * notices a cutoff that passed since the menu was loaded, and adds the cutoff and stock lines.
 */
export function describeAvailability(card: MenuCard, now: Date = new Date()): AvailabilityView {
  const cutoffPassed = Boolean(card.orderCutoffAt) && new Date(card.orderCutoffAt as string).getTime() <= now.getTime();
  if (card.availability.state !== 'AVAILABLE') {
    return { label: card.availability.message, details: [], orderable: false };
  }
  if (cutoffPassed) return { label: 'Order closed', details: [], orderable: false };
  const details: string[] = [];
  if (card.orderCutoffAt) details.push(`Order before ${formatDateTime(card.orderCutoffAt)}`);
  if (card.totalAvailableQuantity > 0) details.push(`Quantity left: ${card.totalAvailableQuantity}`);
  if (card.maxPerCustomer !== null) details.push(`Max ${card.maxPerCustomer} per customer`);
  return { label: card.availability.message || 'Available', details, orderable: card.orderable };
}
