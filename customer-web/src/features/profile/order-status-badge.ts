import { i18n } from '../../i18n/i18n';
import '../../i18n/sections/orderStatusBadge';

export type BadgeColour = 'success' | 'error' | 'warning';

const DONE_STATUSES = new Set(['PAID', 'DELIVERED', 'COMPLETED']);

/** A missing status reads PENDING (docs/rules.md). */
export function badgeLabel(status: string | null | undefined): string {
  return status?.trim() ? status.trim().toUpperCase().replace(/_/g, ' ') : 'PENDING';
}

/**
 * The badge's text for a customer of a pickup kitchen, in the chosen language ('Received', 'Picked up'); a status this
 * build does not know yet reads as words, never as the server's code.
 */
export function badgeText(status: string | null | undefined): string {
  const label = badgeLabel(status);
  const words = label.charAt(0) + label.slice(1).toLowerCase();
  return i18n.t(`orderStatusBadge.${label.replace(/ /g, '_')}`, { defaultValue: words });
}

/** PAID, DELIVERED, COMPLETED green; CANCELLED red; everything else yellow (docs/rules.md). */
export function badgeColour(status: string | null | undefined): BadgeColour {
  const label = badgeLabel(status);
  if (DONE_STATUSES.has(label)) return 'success';
  if (label === 'CANCELLED') return 'error';
  return 'warning';
}
