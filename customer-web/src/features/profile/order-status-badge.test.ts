import { describe, expect, it } from 'vitest';
import { badgeColour, badgeLabel } from './order-status-badge';

describe('order-history status badge', () => {
  it.each(['PAID', 'DELIVERED', 'COMPLETED', 'delivered'])('paints %s green', (status) => {
    expect(badgeColour(status)).toBe('success');
  });

  it('paints CANCELLED red', () => {
    expect(badgeColour('CANCELLED')).toBe('error');
  });

  it.each(['PENDING', 'PREPARING', 'READY', 'SOMETHING_NEW'])('paints %s yellow', (status) => {
    expect(badgeColour(status)).toBe('warning');
  });

  it('shows a missing status as a yellow PENDING', () => {
    expect(badgeLabel(undefined)).toBe('PENDING');
    expect(badgeLabel('')).toBe('PENDING');
    expect(badgeColour(null)).toBe('warning');
  });
});
