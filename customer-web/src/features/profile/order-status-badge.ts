import { i18n } from '../../i18n/i18n';

export type BadgeColour = 'success' | 'error' | 'warning';

const DONE_STATUSES = new Set(['PAID', 'DELIVERED', 'COMPLETED']);

/** A missing status reads PENDING (docs/rules.md). */
export function badgeLabel(status: string | null | undefined): string {
  return status?.trim() ? status.trim().toUpperCase().replace(/_/g, ' ') : 'PENDING';
}

/** The badge's text in the chosen language; a status this build does not know shows as the server names it. */
export function badgeText(status: string | null | undefined): string {
  const label = badgeLabel(status);
  return i18n.t(`orderStatusBadge.${label.replace(/ /g, '_')}`, { defaultValue: label });
}

/** PAID, DELIVERED, COMPLETED green; CANCELLED red; everything else yellow (docs/rules.md). */
export function badgeColour(status: string | null | undefined): BadgeColour {
  const label = badgeLabel(status);
  if (DONE_STATUSES.has(label)) return 'success';
  if (label === 'CANCELLED') return 'error';
  return 'warning';
}
