import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { DeliveryLog } from './DeliveryLog';
import type { WebhookDelivery } from './webhooks';

const FAILED: WebhookDelivery = {
  id: 41,
  endpointId: 2,
  eventId: 'msg_2b0c6f1e8d9a4c7b9e3f5a1d2c4b6e8f',
  eventType: 'order.placed',
  sequence: 1207,
  state: 'PENDING',
  attemptCount: 2,
  nextAttemptAt: '2026-11-26T04:31:05.000Z',
  createdAt: '2026-11-26T04:30:00.000Z',
  attempts: [
    { attemptedAt: '2026-11-26T04:30:01.000Z', status: 500, durationMs: 84, excerpt: 'Internal error' },
    { attemptedAt: '2026-11-26T04:30:06.000Z', status: null, durationMs: 10_000, excerpt: 'The endpoint did not answer within 10 s' },
  ],
};

function renderLog(deliveries: WebhookDelivery[], resendWebhookDelivery = vi.fn()) {
  const getList = vi.fn().mockResolvedValue({ data: deliveries, total: deliveries.length });
  const dataProvider = { ...testDataProvider(), getList, resendWebhookDelivery } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <DeliveryLog endpointId={2} />
    </AdminContext>,
  );
  return { getList, resendWebhookDelivery };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DeliveryLog', () => {
  it("asks for this endpoint's deliveries, newest first", async () => {
    const { getList } = renderLog([FAILED]);
    await screen.findByText('order.placed');
    expect(getList).toHaveBeenCalledWith(
      'webhook-deliveries',
      expect.objectContaining({ filter: { endpointId: 2 }, sort: { field: 'id', order: 'DESC' } }),
    );
  });

  it('shows the event, sequence, state, tries and next try, and each try when opened', async () => {
    renderLog([FAILED]);
    const row = (await screen.findAllByTestId('delivery'))[0];
    expect(row.textContent).toContain('1207');
    expect(within(row).getByTestId('delivery-state').textContent).toBe('Retrying');
    expect(within(row).getByTestId('delivery-tries').textContent).toBe('2');
    expect(row.textContent).toContain('26 Nov 2026, 10:01 am');
    expect(screen.queryAllByTestId('webhook-attempt')).toHaveLength(0);

    const toggle = within(row).getByRole('button', { name: 'Tries of order.placed, delivery 41' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const tries = screen.getAllByTestId('webhook-attempt');
    expect(tries.map((attempt) => within(attempt).getByTestId('webhook-attempt-status').textContent)).toEqual(['500', 'no answer']);
    expect(tries[0].textContent).toContain('84 ms');
    expect(tries[0].textContent).toContain('Internal error');
    expect(tries[1].textContent).toContain('10 s');
  });

  it('says when nothing has been sent yet', async () => {
    renderLog([]);
    expect((await screen.findByTestId('delivery-log-empty')).textContent).toBe('Nothing has been sent to this endpoint yet.');
  });

  it('resends one delivery and reads the log again', async () => {
    const resend = vi.fn().mockResolvedValue({ ...FAILED, id: 42, state: 'PENDING', attemptCount: 0, attempts: [] });
    const { getList } = renderLog([FAILED], resend);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend order.placed, delivery 41' }));
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(resend).toHaveBeenCalledWith(41);
  });
});
