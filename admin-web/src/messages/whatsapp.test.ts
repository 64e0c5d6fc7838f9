import { describe, expect, it } from 'vitest';
import { conversationName, deliveryText, replyWindow, type WhatsAppMessage } from './whatsapp';

const ZONE = 'Asia/Kolkata';

const sent: WhatsAppMessage = {
  id: 1,
  direction: 'OUT',
  kind: 'TEMPLATE',
  template: 'order_placed',
  body: 'Your order HK-1042 is placed.',
  status: 'SENT',
  statusAt: '2026-11-26T04:00:01.000Z',
  errorCode: null,
  errorTitle: null,
  fallback: null,
  createdAt: '2026-11-26T04:00:00.000Z',
};

describe('deliveryText', () => {
  it('reads each status of a message the kitchen sent', () => {
    expect(deliveryText(sent)).toEqual({ key: 'hk.messages.status.SENT' });
    expect(deliveryText({ ...sent, status: 'READ' })).toEqual({ key: 'hk.messages.status.READ' });
  });

  it('names WhatsApp’s code and reason for a failure', () => {
    const failed = { ...sent, status: 'FAILED' as const, errorCode: 131026, errorTitle: 'Message undeliverable' };
    expect(deliveryText(failed)).toEqual({ key: 'hk.messages.status.FAILED_BECAUSE', values: { reason: '131026 Message undeliverable' } });
    expect(deliveryText({ ...sent, status: 'FAILED' })).toEqual({ key: 'hk.messages.status.FAILED' });
  });

  it('says a message went by e-mail instead rather than the failure behind it', () => {
    const fellBack = { ...sent, status: 'FAILED' as const, errorCode: 131026, fallback: 'EMAIL_SENT' as const };
    expect(deliveryText(fellBack)).toEqual({ key: 'hk.messages.fallback.EMAIL_SENT' });
  });

  it('tells nothing about a customer’s own message', () => {
    expect(deliveryText({ ...sent, direction: 'IN', kind: 'TEXT', template: null, status: 'RECEIVED' })).toBeNull();
  });
});

describe('replyWindow', () => {
  const now = new Date('2026-11-26T04:00:00.000Z'); // 9:30 am in Kolkata

  it('says until when a reply may be sent, on the kitchen’s clock', () => {
    expect(replyWindow('2026-11-26T09:45:00.000Z', now, ZONE)).toEqual({
      open: true,
      key: 'hk.messages.window.openToday',
      values: { time: '3:15 pm' },
    });
  });

  it('says tomorrow when the window closes after midnight in the kitchen', () => {
    expect(replyWindow('2026-11-26T19:00:00.000Z', now, ZONE)).toMatchObject({
      open: true,
      key: 'hk.messages.window.openTomorrow',
      values: { time: '12:30 am' },
    });
  });

  it('is closed once the time has passed, and when the customer never wrote', () => {
    expect(replyWindow('2026-11-26T03:59:59.000Z', now, ZONE)).toMatchObject({ open: false, key: 'hk.messages.window.closed' });
    expect(replyWindow(null, now, ZONE)).toEqual({ open: false, key: 'hk.messages.window.neverWrote' });
  });
});

describe('conversationName', () => {
  it('names a conversation by the customer, or by the number read as people write it', () => {
    expect(conversationName({ customerName: 'Asha Verma', phone: '919876543210' })).toBe('Asha Verma');
    expect(conversationName({ customerName: null, phone: '919876543210' })).toBe('+91 98765 43210');
  });
});
