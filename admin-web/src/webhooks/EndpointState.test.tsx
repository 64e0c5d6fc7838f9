import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { EndpointState } from './EndpointState';
import type { WebhookEndpoint } from './webhooks';

const SWITCHED_OFF: WebhookEndpoint = {
  id: 2,
  url: 'https://pos.example.com/hooks/kitchen',
  description: 'Counter till',
  eventTypes: ['order.placed', 'order.paid'],
  enabled: false,
  disabledReason: 'Every delivery failed for three days',
  failingSince: '2026-11-20T04:30:00.000Z',
  createdAt: '2026-11-01T04:30:00.000Z',
};

function renderState(endpoint: WebhookEndpoint, calls: Partial<DataProvider> = {}) {
  const dataProvider = { ...testDataProvider(), ...calls };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <EndpointState endpoint={endpoint} />
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EndpointState', () => {
  it('says why a switched-off endpoint is off and enables it again with enabled: true alone', async () => {
    const update = vi.fn().mockResolvedValue({ data: { ...SWITCHED_OFF, enabled: true, disabledReason: null, failingSince: null } });
    renderState(SWITCHED_OFF, { update });
    expect(screen.getByText('Switched off: Every delivery failed for three days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable again' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('webhooks', expect.objectContaining({ id: 2, data: { enabled: true } }));
  });

  it('says since when a working endpoint fails, with no Enable again', () => {
    renderState({ ...SWITCHED_OFF, enabled: true, disabledReason: null });
    expect(screen.getByText(/Every delivery has failed since 20 Nov 2026, 10:00 am/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable again' })).toBeNull();
  });

  it('deletes only once the admin confirms', async () => {
    const deleteOne = vi.fn().mockResolvedValue({ data: SWITCHED_OFF });
    renderState(SWITCHED_OFF, { delete: deleteOne });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(confirm.textContent).toContain('Nothing more is sent to https://pos.example.com/hooks/kitchen');
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() => expect(deleteOne).toHaveBeenCalledWith('webhooks', expect.objectContaining({ id: 2 })));
  });
});
