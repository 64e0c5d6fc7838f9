import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { ApiKey, IssuedApiKey } from './api-keys';
import ApiKeyList from './ApiKeyList';

const key: ApiKey = {
  id: 3,
  name: 'Counter till',
  hint: 'hk_live_3f9a0c1b2d4e_…',
  scopes: ['menu:read', 'orders:read'],
  createdAt: '2026-11-26T04:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-26T05:00:00.000Z',
  useCount: 42,
  previousSecretValidUntil: null,
  status: 'ACTIVE',
};

interface Calls {
  revokeApiKey?: (id: number) => Promise<ApiKey>;
  rotateApiKey?: (id: number, graceMinutes: number) => Promise<IssuedApiKey>;
}

/** The list as the server first answers it; later reads never answer, so what changes on screen came from the action's own answer. */
function renderList(calls: Calls) {
  let reads = 0;
  const getList = vi.fn(() => {
    reads += 1;
    return reads === 1 ? Promise.resolve({ data: [key], total: 1 }) : new Promise<never>(() => undefined);
  });
  const dataProvider = { ...testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), ...calls } as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="api-keys">
        <ApiKeyList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const row = async () => (await screen.findByText('Counter till')).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the keys list', () => {
  it('shows each key with its hint, scopes, use and status', async () => {
    renderList({});
    const cells = within(await row());
    for (const text of [
      'hk_live_3f9a0c1b2d4e_…',
      'menu:read',
      'orders:read',
      '26 Nov 2026, 10:00 am',
      '26 Nov 2026, 10:30 am',
      '42',
      'Never',
      'Active',
    ]) {
      expect(cells.getByText(text)).toBeTruthy();
    }
  });

  it('revokes after confirming and shows Revoked in the row at once', async () => {
    const revokeApiKey = vi.fn((id: number) =>
      Promise.resolve<ApiKey>({ ...key, id, status: 'REVOKED', revokedAt: '2026-11-26T06:00:00.000Z' }),
    );
    renderList({ revokeApiKey });
    fireEvent.click(within(await row()).getByRole('button', { name: 'Revoke Counter till' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke Counter till?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await screen.findByText('Counter till is revoked');
    expect(revokeApiKey).toHaveBeenCalledWith(3);
    const cells = within(await row());
    expect(cells.getByText('Revoked')).toBeTruthy();
    expect(cells.queryByRole('button', { name: /Revoke|Rotate/ })).toBeNull();
  });

  it('rotates with the grace period picked and shows the new secret once, never in the row', async () => {
    const secret = 'hk_live_3f9a0c1b2d4e_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldy1zZWNyZXQ';
    const rotateApiKey = vi.fn((id: number) => Promise.resolve<IssuedApiKey>({ ...key, id, secret }));
    renderList({ rotateApiKey });
    fireEvent.click(within(await row()).getByRole('button', { name: 'Rotate Counter till' }));
    const rotate = screen.getByRole('dialog', { name: 'Rotate Counter till' });
    fireEvent.mouseDown(within(rotate).getByRole('combobox', { name: 'Old secret keeps working' }));
    fireEvent.click(screen.getByRole('option', { name: '1 day' }));
    fireEvent.click(within(rotate).getByRole('button', { name: 'Rotate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Secret for Counter till' });
    expect(within(dialog).getByTestId('api-key-secret').textContent).toBe(secret);
    expect(rotateApiKey).toHaveBeenCalledWith(3, 1440);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).toBeNull();
  });

  it("keeps the rotate dialog open with the server's message when rotation is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'This API key was revoked. Ask the kitchen for a new one.';
    const rotateApiKey = vi.fn(() => Promise.reject(new HttpError(message, 401, { code: 'API_KEY_REVOKED', message })));
    renderList({ rotateApiKey });
    fireEvent.click(within(await row()).getByRole('button', { name: 'Rotate Counter till' }));
    const rotate = screen.getByRole('dialog', { name: 'Rotate Counter till' });
    fireEvent.click(within(rotate).getByRole('button', { name: 'Rotate' }));

    expect((await within(rotate).findByRole('alert')).textContent).toBe(message);
    expect(rotateApiKey).toHaveBeenCalledWith(3, 60);
  });
});
