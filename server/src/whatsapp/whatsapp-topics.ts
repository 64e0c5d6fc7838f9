/** What a customer may hear about on WhatsApp, each switchable on its own (profile, sign-up, checkout). */
export const WHATSAPP_TOPICS = ['orderUpdates', 'drops', 'reminders'] as const;
export type WhatsAppTopic = (typeof WHATSAPP_TOPICS)[number];

export type WhatsAppTopics = Record<WhatsAppTopic, boolean>;

/** Where a customer turned WhatsApp on or off: a page of the site, or a message to the kitchen (STOP, START). */
export const CONSENT_SOURCES = ['PROFILE', 'SIGN_UP', 'CHECKOUT', 'WHATSAPP'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
