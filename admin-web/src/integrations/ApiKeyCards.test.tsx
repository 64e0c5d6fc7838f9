import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { ApiKey } from './api-keys';
import { ApiKeyCard } from './ApiKeyCards';

const key: ApiKey = {
  id: 3,
  name: 'Counter till',
  hint: 'hk_live_3f9a0c1b2d4e_…',
  scopes: ['orders:read'],
  createdAt: '2026-11-26T04:30:00.000Z',
  expiresAt: '2027-03-31T18:29:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  useCount: 0,
  previousSecretValidUntil: '2026-11-26T05:30:00.000Z',
  status: 'ACTIVE',
};

function renderCard(apiKey: ApiKey) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ul>
        <ApiKeyCard apiKey={apiKey} />
      </ul>
    </AdminContext>,
  );
  return within(screen.getByRole('listitem', { name: apiKey.name }));
}

afterEach(cleanup);

describe('a key on a phone', () => {
  it('shows what the laptop row shows, on the kitchen clock, with its actions', () => {
    const card = renderCard(key);
    for (const text of [
      'hk_live_3f9a0c1b2d4e_…',
      'orders:read',
      '26 Nov 2026, 10:00 am',
      'Never',
      '0',
      '31 Mar 2027, 11:59 pm',
      'Active',
    ]) {
      expect(card.getByText(text)).toBeTruthy();
    }
    expect(card.getByText('Old secret works until 26 Nov 2026, 11:00 am')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Rotate Counter till' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Revoke Counter till' })).toBeTruthy();
  });

  it('offers no action on a revoked key', () => {
    const card = renderCard({ ...key, status: 'REVOKED', revokedAt: '2026-11-26T06:00:00.000Z', previousSecretValidUntil: null });
    expect(card.getByText('Revoked')).toBeTruthy();
    expect(card.queryAllByRole('button')).toHaveLength(0);
  });
});
