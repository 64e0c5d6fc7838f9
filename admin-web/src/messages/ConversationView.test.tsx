import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ConversationView } from './ConversationView';
import type { Conversation, WhatsAppMessage } from './whatsapp';

const HOUR = 3_600_000;

function message(overrides: Partial<WhatsAppMessage>): WhatsAppMessage {
  return {
    id: 1,
    direction: 'OUT',
    kind: 'TEMPLATE',
    template: 'order_placed',
    body: 'Your order HK-1042 is placed.',
    status: 'SENT',
    statusAt: null,
    errorCode: null,
    errorTitle: null,
    fallback: null,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...overrides,
  };
}

function conversation(windowClosesAt: string | null): Conversation {
  return {
    id: '919876543210',
    phone: '919876543210',
    userId: 4,
    customerName: 'Asha Verma',
    windowClosesAt,
    whatsappOn: true,
    messages: [
      message({ id: 1, status: 'READ' }),
      message({ id: 2, template: 'order_ready', status: 'FAILED', errorCode: 131026, errorTitle: 'Message undeliverable' }),
      message({ id: 3, template: 'order_cancelled', status: 'FAILED', errorCode: 131026, fallback: 'EMAIL_SENT' }),
      message({ id: 4, direction: 'IN', kind: 'TEXT', template: null, body: 'Can I pick up at 7?', status: 'RECEIVED' }),
    ],
  };
}

function renderConversation(found: Conversation, replyOnWhatsApp = vi.fn()) {
  const dataProvider = {
    ...testDataProvider(),
    getOne: vi.fn().mockResolvedValue({ data: found }),
    replyOnWhatsApp,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ConversationView phone={found.phone} showBack={false} />
    </AdminContext>,
  );
  return dataProvider;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConversationView', () => {
  it('shows each message as a bubble with its template and what became of it', async () => {
    renderConversation(conversation(new Date(Date.now() + 2 * HOUR).toISOString()));
    await screen.findByRole('heading', { name: 'Conversation with Asha Verma' });
    const bubbles = screen.getAllByTestId('whatsapp-message');
    expect(bubbles.map((bubble) => bubble.dataset.direction)).toEqual(['OUT', 'OUT', 'OUT', 'IN']);
    expect(within(bubbles[0]).getByText('Template order_placed')).toBeTruthy();
    expect(within(bubbles[0]).getByTestId('message-status').textContent).toBe('Read');
    expect(within(bubbles[1]).getByTestId('message-status').textContent).toBe('Failed: 131026 Message undeliverable');
    expect(within(bubbles[2]).getByTestId('message-status').textContent).toBe('Sent by e-mail instead');
    expect(within(bubbles[3]).queryByTestId('message-status')).toBeNull();
    expect(within(bubbles[3]).getByText('Can I pick up at 7?')).toBeTruthy();
  });

  it('sends a reply while the window is open and says until when', async () => {
    const reply = vi.fn().mockResolvedValue(message({ id: 5, kind: 'TEXT', template: null, body: 'Yes, see you at 7.' }));
    renderConversation(conversation(new Date(Date.now() + 2 * HOUR).toISOString()), reply);
    expect((await screen.findByTestId('reply-window')).textContent).toMatch(/^You can reply until \d{1,2}:\d{2} [ap]m( tomorrow)?$/);
    const box = screen.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: '  Yes, see you at 7. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith('919876543210', 'Yes, see you at 7.'));
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('says the window has closed and disables sending', async () => {
    renderConversation(conversation(new Date(Date.now() - HOUR).toISOString()));
    expect((await screen.findByTestId('reply-window')).textContent).toMatch(/^The 24-hour window closed at .*they must write first\.$/);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s reason when the reply is refused', async () => {
    const refusal = 'The 24-hour window to reply closed at 3:15 pm. WhatsApp allows a free reply only within 24 hours.';
    const reply = vi.fn().mockRejectedValue(new HttpError(refusal, 409, { code: 'WHATSAPP_WINDOW_CLOSED', message: refusal }));
    renderConversation(conversation(new Date(Date.now() + HOUR).toISOString()), reply);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
