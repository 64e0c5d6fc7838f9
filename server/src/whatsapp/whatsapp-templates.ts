import type { Language } from '../common/language';
import type { WhatsAppTopic } from './whatsapp-topics';

/**
 * The message templates the kitchen starts conversations with. Meta must approve each (name, category, language and
 * body) before it can be sent; docs/whatsapp.md lists them for submission and is checked against this file.
 * `{{n}}` is the n-th variable.
 */
export const TEMPLATES = {
  order_placed: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['customer name', 'order reference', 'items', 'total', 'pickup'],
    body: {
      en: 'Hello {{1}}, we have received your order {{2}}: {{3}}. Total {{4}}. Pickup: {{5}}.',
      hi: 'नमस्ते {{1}}, हमें आपका ऑर्डर {{2}} मिल गया है: {{3}}। कुल {{4}}। पिकअप: {{5}}।',
    },
  },
  order_payment_due: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['customer name', 'order reference', 'total', 'payment link'],
    body: {
      en: 'Hello {{1}}, your order {{2}} is waiting for payment of {{3}}. Pay here to confirm it: {{4}}',
      hi: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} {{3}} के भुगतान का इंतज़ार कर रहा है। पक्का करने के लिए यहाँ भुगतान करें: {{4}}',
    },
  },
  order_ready: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['customer name', 'order reference', 'pickup', 'amount and whether it is paid'],
    body: {
      en: 'Hello {{1}}, your order {{2}} is ready for pickup. Pickup: {{3}}. {{4}}.',
      hi: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} पिकअप के लिए तैयार है। पिकअप: {{3}}। {{4}}।',
    },
  },
  order_cancelled: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['customer name', 'order reference', 'what happens to the money'],
    body: {
      en: 'Hello {{1}}, your order {{2}} has been cancelled. {{3}}',
      hi: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} रद्द हो गया है। {{3}}',
    },
  },
  pickup_reminder: {
    category: 'UTILITY',
    topic: 'reminders',
    variables: ['order reference', 'pickup time', 'order link'],
    body: {
      en: 'A reminder from the kitchen: your order {{1}} can be collected from {{2}}. Details: {{3}}',
      hi: 'किचन की ओर से याद दिला दें: आपका ऑर्डर {{1}} {{2}} से लिया जा सकता है। विवरण: {{3}}',
    },
  },
  review_request: {
    category: 'UTILITY',
    topic: 'reminders',
    variables: ['order reference', 'review link'],
    body: {
      en: 'We hope you enjoyed order {{1}}. Tell us how the dishes were: {{2}}',
      hi: 'उम्मीद है ऑर्डर {{1}} आपको पसंद आया। बताइए व्यंजन कैसे लगे: {{2}}',
    },
  },
  new_drop: {
    category: 'MARKETING',
    topic: 'drops',
    variables: ['cook date', 'dishes and prices', 'when ordering closes', 'pickup time', 'menu link'],
    body: {
      en: 'New drop for {{1}}: we are cooking {{2}}. Order by {{3}}; pickup {{4}}. Portions are limited: {{5}}',
      hi: '{{1}} का नया ड्रॉप: हम बना रहे हैं {{2}}। {{3}} तक ऑर्डर करें; पिकअप {{4}}। पोर्शन सीमित हैं: {{5}}',
    },
  },
  closing_soon: {
    category: 'MARKETING',
    topic: 'drops',
    variables: ['cook date', 'when ordering closes', 'pickup time', 'menu link'],
    body: {
      en: 'Orders for {{1}} close at {{2}}; pickup {{3}}. Order now: {{4}}',
      hi: '{{1}} के ऑर्डर {{2}} बंद होंगे; पिकअप {{3}}। अभी ऑर्डर करें: {{4}}',
    },
  },
  dish_back: {
    category: 'MARKETING',
    topic: 'drops',
    variables: ['dish name', 'dish link'],
    body: {
      en: 'Good news: {{1}} can be ordered again. Portions are limited: {{2}}',
      hi: 'खुशख़बरी: {{1}} फिर से ऑर्डर किया जा सकता है। पोर्शन सीमित हैं: {{2}}',
    },
  },
  tiffin_tomorrow: {
    category: 'UTILITY',
    topic: 'reminders',
    variables: ['plan name', 'cook date', 'dish', 'pickup window', 'skip deadline', 'my tiffin link'],
    body: {
      en: 'Your {{1}} tiffin for {{2}}: {{3}}, pickup {{4}}. Not coming? Skip it until {{5}}: {{6}}',
      hi: '{{2}} का आपका {{1}} टिफ़िन: {{3}}, पिकअप {{4}}। नहीं आ पाएँगे? {{5}} तक छोड़ दें: {{6}}',
    },
  },
  tiffin_ending: {
    category: 'UTILITY',
    topic: 'reminders',
    variables: ['plan name', 'last meal date', 'tiffin plans link'],
    body: {
      en: 'Your {{1}} plan ends with the meal of {{2}}. To keep your tiffin coming, subscribe for the next period: {{3}}',
      hi: 'आपका {{1}} प्लान {{2}} के खाने के साथ पूरा हो रहा है। टिफ़िन जारी रखने के लिए अगली अवधि की सदस्यता लें: {{3}}',
    },
  },
  tiffin_payment_failed: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['plan name', 'amount', 'my tiffin link'],
    body: {
      en: 'The payment of {{2}} for your {{1}} plan did not go through. Please pay again to keep your meals: {{3}}',
      hi: 'आपके {{1}} प्लान के {{2}} का भुगतान नहीं हो पाया। अपना खाना जारी रखने के लिए कृपया फिर से भुगतान करें: {{3}}',
    },
  },
  tiffin_debit_notice: {
    category: 'UTILITY',
    topic: 'orderUpdates',
    variables: ['plan name', 'amount', 'debit date', 'my tiffin link'],
    body: {
      en: 'AutoPay notice: {{2}} for your {{1}} plan will be debited on {{3}}. To change or stop it: {{4}}',
      hi: 'AutoPay सूचना: आपके {{1}} प्लान के लिए {{3}} को {{2}} कटेंगे। बदलने या रोकने के लिए: {{4}}',
    },
  },
} as const satisfies Record<string, TemplateInfo>;

export interface TemplateInfo {
  category: 'UTILITY' | 'MARKETING';
  topic: WhatsAppTopic;
  /** What each variable holds, in order. */
  variables: readonly string[];
  body: Record<Language, string>;
}

export type TemplateName = keyof typeof TEMPLATES;

/** Meta's language codes for the account languages. */
export const TEMPLATE_LANGUAGE_CODES: Record<Language, string> = { en: 'en', hi: 'hi' };

/** A template with its variables filled in, as the customer reads it. */
export function renderTemplate(name: TemplateName, language: Language, variables: string[]): string {
  const info: TemplateInfo = TEMPLATES[name];
  if (variables.length !== info.variables.length)
    throw new Error(`Template ${name} takes ${info.variables.length} variables, got ${variables.length}`);
  return info.body[language].replace(/\{\{(\d+)\}\}/g, (_, index: string) => variables[Number(index) - 1]);
}

/** A message that starts a conversation: which template, in which language, with what. */
export interface TemplateMessage {
  template: TemplateName;
  /** The variables per language; the recipient's language picks one. */
  variables: Record<Language, string[]>;
}
