export type BadgeColour = 'success' | 'error' | 'warning';

const DONE_STATUSES = new Set(['PAID', 'DELIVERED', 'COMPLETED']);

/** Spec section 4, order-history badge: a missing status reads PENDING. */
export function badgeLabel(status: string | null | undefined): string {
  return status?.trim() ? status.trim().toUpperCase() : 'PENDING';
}

/** Spec section 4: PAID, DELIVERED, COMPLETED green; CANCELLED red; everything else yellow. */
export function badgeColour(status: string | null | undefined): BadgeColour {
  const label = badgeLabel(status);
  if (DONE_STATUSES.has(label)) return 'success';
  if (label === 'CANCELLED') return 'error';
  return 'warning';
}
