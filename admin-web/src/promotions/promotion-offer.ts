import { formatRupees } from '@home-kitchen/api';
import type { Promotion } from '../lib/api-types';
import { formatDateTime } from '../lib/format';

/** '10% off, up to ₹100.00, on ₹300.00 or more' / '₹50.00 off': what the code gives, in one line. */
export function offerText(row: Pick<Promotion, 'kind' | 'percentOff' | 'flatOff' | 'maxDiscount' | 'minOrder' | 'firstOrderOnly'>): string {
  const parts = [row.kind === 'PERCENT' ? `${row.percentOff}% off` : `${formatRupees(row.flatOff)} off`];
  if (row.kind === 'PERCENT' && row.maxDiscount !== null) parts.push(`up to ${formatRupees(row.maxDiscount)}`);
  if (row.minOrder > 0) parts.push(`on ${formatRupees(row.minOrder)} or more`);
  if (row.firstOrderOnly) parts.push('first order only');
  return parts.join(', ');
}

/** 'Until 15 Nov 2026, 11:59 pm', 'From …', 'From … to …', or 'Always'. */
export function windowText(row: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  if (row.startsAt && row.endsAt) return `${formatDateTime(row.startsAt)} – ${formatDateTime(row.endsAt)}`;
  if (row.startsAt) return `From ${formatDateTime(row.startsAt)}`;
  if (row.endsAt) return `Until ${formatDateTime(row.endsAt)}`;
  return 'Always';
}

/** '12 of 100' or '12' without a limit. */
export function usesText(row: Pick<Promotion, 'uses' | 'totalLimit'>): string {
  return row.totalLimit === null ? String(row.uses) : `${row.uses} of ${row.totalLimit}`;
}
