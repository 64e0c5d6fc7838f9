import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { IssuedApiKey, NewApiKey } from './api-keys';
import ApiKeyCreate from './ApiKeyCreate';

const SECRET = 'hk_live_3f9a0c1b2d4e_Qm9vZ2llLXdvb2dpZS1ib29naWUtd29vZ2llLWJvbw';

type CreateMock = Mock<(input: NewApiKey) => Promise<IssuedApiKey>>;

function issued(input: NewApiKey): IssuedApiKey {
  return {
    id: 3,
    name: input.name,
    hint: 'hk_live_3f9a0c1b2d4e_…',
    scopes: input.scopes,
    createdAt: '2026-11-26T04:30:00.000Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    useCount: 0,
    previousSecretValidUntil: null,
    status: 'ACTIVE',
    secret: SECRET,
  };
}

function renderForm(createApiKey: CreateMock) {
  const dataProvider = { ...testDataProvider(), createApiKey } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ApiKeyCreate />
    </AdminContext>,
  );
}

function tick(resource: string, verb: 'Read' | 'Write') {
  fireEvent.click(within(screen.getByRole('group', { name: resource })).getByRole('checkbox', { name: verb }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('New key', () => {
  it('says what each resource covers', () => {
    renderForm(vi.fn());
    expect(within(screen.getByRole('group', { name: 'Orders' })).getByText('Orders, their status, refunds and invoices')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(18);
  });

  it('creates the key with the ticked scopes and shows its secret once', async () => {
    const createApiKey: CreateMock = vi.fn((input: NewApiKey) => Promise.resolve(issued(input)));
    renderForm(createApiKey);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: ' Counter till ' } });
    tick('Orders', 'Read');
    tick('Menu', 'Write');
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Secret for Counter till' });
    expect(within(dialog).getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(createApiKey).toHaveBeenCalledWith({ name: 'Counter till', scopes: ['menu:write', 'orders:read'] });
  });

  it('asks for a scope before calling the server', async () => {
    const createApiKey: CreateMock = vi.fn();
    renderForm(createApiKey);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Counter till' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByText('Tick at least one scope');
    expect(createApiKey).not.toHaveBeenCalled();
  });

  it("shows the server's message as given and no secret when the key is refused", async () => {
    const createApiKey: CreateMock = vi
      .fn()
      .mockRejectedValue(
        new HttpError('expiresAt must be in the future', 400, { code: 'API_KEY_INPUT', message: 'expiresAt must be in the future' }),
      );
    renderForm(createApiKey);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Counter till' } });
    tick('Orders', 'Read');
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect((await screen.findByRole('alert')).textContent).toBe('expiresAt must be in the future');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
