import type { Schemas } from '@home-kitchen/api';
import { api } from './api-client';

/** GET /profile/whatsapp: the number messages go to (stored digits), the topics, and when and where consent was given. */
export type WhatsAppConsent = Schemas['WhatsAppConsentDto'];
export type WhatsAppTopics = Schemas['WhatsAppTopicsDto'];
export type WhatsAppTopic = keyof WhatsAppTopics;
/** PUT /profile/whatsapp; turning on without topics turns on order updates and reminders and keeps drops as it was. */
export type WhatsAppChoice = Schemas['UpdateWhatsAppConsentDto'];

/** The topics in the order the profile lists them. */
export const WHATSAPP_TOPICS: WhatsAppTopic[] = ['orderUpdates', 'drops', 'reminders'];

export const whatsappApi = {
  consent: () => api.get<WhatsAppConsent>('/profile/whatsapp'),
  choose: (choice: WhatsAppChoice) => api.put<WhatsAppConsent>('/profile/whatsapp', choice),
};
