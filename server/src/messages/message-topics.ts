import type { Language } from '../common/language';

/** The kinds of message a customer may get besides their order's own e-mails, each switchable per channel. */
export const MESSAGE_TOPICS = [
  'NEW_DROPS',
  'CLOSING_SOON',
  'WAITLIST',
  'PICKUP_REMINDER',
  'REVIEW_REQUEST',
  'TIFFIN_MEALS',
  'TIFFIN_PAYMENTS',
] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

export interface ChannelChoice {
  email: boolean;
  inApp: boolean;
}

interface TopicInfo {
  /** The API and the customer site show `en`; e-mails say the recipient's language. */
  label: Record<Language, string>;
  description: string;
  /** What a customer who never changed anything gets. */
  defaults: ChannelChoice;
}

export const TOPICS: Record<MessageTopic, TopicInfo> = {
  NEW_DROPS: {
    label: { en: 'New drops', hi: 'नए ड्रॉप' },
    description: 'One message when the kitchen opens orders for a cook date, with its dishes, cutoff and pickup time.',
    defaults: { email: false, inApp: false },
  },
  CLOSING_SOON: {
    label: { en: 'Ordering closes soon', hi: 'ऑर्डर जल्द बंद होंगे' },
    description: 'An hour before ordering closes for a cook date you have not ordered from (new-drop subscribers only).',
    defaults: { email: true, inApp: true },
  },
  WAITLIST: {
    label: { en: 'Back in stock', hi: 'फिर से उपलब्ध' },
    description: 'When a dish you asked to hear about can be ordered again.',
    defaults: { email: true, inApp: true },
  },
  PICKUP_REMINDER: {
    label: { en: 'Pickup reminders', hi: 'पिकअप रिमाइंडर' },
    description: 'An hour before your pickup time.',
    defaults: { email: true, inApp: true },
  },
  REVIEW_REQUEST: {
    label: { en: 'Review requests', hi: 'समीक्षा अनुरोध' },
    description: 'The day after you collect an order, a link to review its dishes.',
    defaults: { email: true, inApp: true },
  },
  TIFFIN_MEALS: {
    label: { en: 'Tiffin meals', hi: 'टिफ़िन का खाना' },
    description: "The day before each tiffin meal, its dish and until when you can skip it; and when your plan's period is about to end.",
    defaults: { email: true, inApp: true },
  },
  TIFFIN_PAYMENTS: {
    label: { en: 'Tiffin payments', hi: 'टिफ़िन भुगतान' },
    description: 'When a tiffin payment fails, and a day or more before an AutoPay debit, with its amount and date.',
    defaults: { email: true, inApp: true },
  },
};

export const isMessageTopic = (value: string): value is MessageTopic => (MESSAGE_TOPICS as readonly string[]).includes(value);
