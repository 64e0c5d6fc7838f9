export type BadgeColour = 'success' | 'error' | 'warning';

const DONE_STATUSES = new Set(['PAID', 'DELIVERED', 'COMPLETED']);

/** A missing status reads PENDING (docs/rules.md). */
export function badgeLabel(status: string | null | undefined): string {
  return status?.trim() ? status.trim().toUpperCase().replace(/_/g, ' ') : 'PENDING';
}

/** PAID, DELIVERED, COMPLETED green; CANCELLED red; everything else yellow (docs/rules.md). */
export function badgeColour(status: string | null | undefined): BadgeColour {
  const label = badgeLabel(status);
  if (DONE_STATUSES.has(label)) return 'success';
  if (label === 'CANCELLED') return 'error';
  return 'warning';
}
