/**
 * WhatsApp conversations as the console shows them: the wire types of /admin/whatsapp and the small rules the Messages
 * page follows (what a message's status reads, what the reply box says about the 24-hour window).
 */
import { formatPhone, type Schemas } from '@home-kitchen/api';
import { formatDateTime, todayIsoDate } from '../lib/format';

export type ConversationSummary = Schemas['WhatsAppConversationSummaryDto'];
/** One conversation, its messages oldest first. */
export type Conversation = Schemas['WhatsAppConversationDto'];
export type WhatsAppMessage = Schemas['WhatsAppMessageDto'];
export type WhatsAppSettings = Schemas['WhatsAppAdminSettingsDto'];

/** The react-admin resource of the conversation list and of one conversation (GET /admin/whatsapp/conversations/:phone). */
export const CONVERSATIONS = 'whatsapp/conversations';

/** The customer's name when the number belongs to an account, else the number itself. */
export function conversationName(conversation: Pick<ConversationSummary, 'customerName' | 'phone'>): string {
  return conversation.customerName || formatPhone(conversation.phone);
}

/** Where the Messages page opens a conversation. */
export function conversationPath(phone: string): string {
  return `/messages/${encodeURIComponent(phone)}`;
}

/**
 * What a message's delivery reads as, with the values its text fills in. A fallback to e-mail says so rather than
 * the WhatsApp failure behind it; an incoming message has no delivery to tell.
 */
export function deliveryText(message: WhatsAppMessage): { key: string; values?: Record<string, string | number> } | null {
  if (message.fallback) return { key: `hk.messages.fallback.${message.fallback}` };
  if (message.direction === 'IN') return null;
  if (message.status === 'FAILED') {
    const reason = [message.errorCode, message.errorTitle].filter((part) => part !== null && part !== '').join(' ');
    return reason ? { key: 'hk.messages.status.FAILED_BECAUSE', values: { reason } } : { key: 'hk.messages.status.FAILED' };
  }
  return { key: `hk.messages.status.${message.status}` };
}

export type ReplyWindow = { open: true; key: string; values: { time: string } } | { open: false; key: string; values?: { time: string } };

// '3:15 pm': the hour without a leading zero, as people say it; on the kitchen's clock (today's date decides "tomorrow").
function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(new Date(iso));
}

/**
 * The reply box's note: until when a free-form reply may be sent (WhatsApp allows one within 24 hours of the
 * customer's last message), or that the window has closed, or that the customer has never written.
 */
export function replyWindow(windowClosesAt: string | null, now: Date, timeZone: string): ReplyWindow {
  if (!windowClosesAt) return { open: false, key: 'hk.messages.window.neverWrote' };
  const closes = new Date(windowClosesAt);
  if (closes.getTime() <= now.getTime()) {
    return { open: false, key: 'hk.messages.window.closed', values: { time: formatDateTime(windowClosesAt) } };
  }
  const sameDay = todayIsoDate(closes, timeZone) === todayIsoDate(now, timeZone);
  return {
    open: true,
    key: sameDay ? 'hk.messages.window.openToday' : 'hk.messages.window.openTomorrow',
    values: { time: clockTime(windowClosesAt, timeZone) },
  };
}
