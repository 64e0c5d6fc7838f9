import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { CreatedWebhookEndpoint, WebhookEndpointInput } from './webhooks';
import WebhookCreate from './WebhookCreate';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

type CreateMock = Mock<(input: WebhookEndpointInput) => Promise<CreatedWebhookEndpoint>>;

function created(input: WebhookEndpointInput): CreatedWebhookEndpoint {
  return {
    id: 7,
    url: input.url,
    description: input.description ?? '',
    eventTypes: input.eventTypes,
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-11-26T04:30:00.000Z',
    signingSecret: SECRET,
  };
}

function renderForm(createWebhook: CreateMock) {
  const dataProvider = { ...testDataProvider(), createWebhook } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <WebhookCreate />
    </AdminContext>,
  );
}

function fillUrl(url: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^URL/ }), { target: { value: url } });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('New endpoint', () => {
  it('offers every event type with a line saying what it means', () => {
    renderForm(vi.fn());
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    const placed = screen.getByRole('checkbox', { name: 'order.placed' });
    expect(placed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(placed.getAttribute('aria-describedby')!)?.textContent).toMatch(/An order was placed/);
  });

  it('registers the endpoint with the ticked events and shows its signing secret once, closed only by Done', async () => {
    const createWebhook: CreateMock = vi.fn((input: WebhookEndpointInput) => Promise.resolve(created(input)));
    renderForm(createWebhook);
    fillUrl(' https://pos.example.com/hooks/kitchen ');
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Counter till' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'schedule.changed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'order.placed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByTestId('webhook-secret').textContent).toBe(SECRET);
    expect(dialog.textContent).toContain('It will not be shown again');
    expect(createWebhook).toHaveBeenCalledWith({
      url: 'https://pos.example.com/hooks/kitchen',
      description: 'Counter till',
      eventTypes: ['order.placed', 'schedule.changed'],
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Signing secret' })).toBeTruthy();
  });

  it('asks for an event type before calling the server', async () => {
    const createWebhook: CreateMock = vi.fn();
    renderForm(createWebhook);
    fillUrl('https://pos.example.com/hooks/kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Create endpoint' }));
    await screen.findByText('Tick at least one event type');
    expect(createWebhook).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as given, and no secret", async () => {
    const message = 'The webhook URL was refused: the host 10.0.0.1 is a private address';
    const createWebhook: CreateMock = vi.fn().mockRejectedValue(new HttpError(message, 400, { code: 'WEBHOOK_URL_REFUSED', message }));
    renderForm(createWebhook);
    fillUrl('https://10.0.0.1/hooks');
    fireEvent.click(screen.getByRole('checkbox', { name: 'order.paid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create endpoint' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
