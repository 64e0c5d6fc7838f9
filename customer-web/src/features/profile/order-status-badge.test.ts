import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { badgeColour, badgeLabel, badgeText } from './order-status-badge';

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

  it('names each status as a pickup kitchen would, in the chosen language, and never shows a raw code', async () => {
    expect(badgeText('PENDING')).toBe('Received');
    expect(badgeText('AWAITING_PAYMENT')).toBe('Awaiting payment');
    expect(badgeText('DELIVERED')).toBe('Picked up');
    expect(badgeText('SOMETHING_NEW')).toBe('Something new');
    await applyLanguage('hi');
    expect(badgeText('delivered')).toBe('ले लिया');
    expect(badgeText(null)).toBe('मिल गया');
  });
});
