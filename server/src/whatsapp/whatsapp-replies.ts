import type { Language } from '../common/language';

const STOP_WORDS = ['stop', 'unsubscribe', 'बंद करें', 'बंद'];
const START_WORDS = ['start', 'शुरू करें', 'शुरू'];
const MENU_WORDS = ['menu', 'मेनू', 'मेन्यू'];

/** What a customer's message asks for, by its words alone (case, spaces and a trailing full stop ignored). */
export type Request = 'STOP' | 'START' | 'MENU' | 'OTHER';

export function requestOf(text: string): Request {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/[.!।]+$/u, '')
    .trim();
  if (STOP_WORDS.includes(words)) return 'STOP';
  if (START_WORDS.includes(words)) return 'START';
  if (MENU_WORDS.includes(words)) return 'MENU';
  return 'OTHER';
}

/** The kitchen's own answers to STOP and START, in the customer's language. */
export const REPLIES: Record<Language, { stopped: string; started: string; noAccount: (siteUrl: string) => string }> = {
  en: {
    stopped: 'You will get no more WhatsApp messages from the kitchen. Reply START to turn them back on.',
    started: 'WhatsApp messages from the kitchen are on again. Reply STOP to turn them off.',
    noAccount: (siteUrl) =>
      `We could not find an account with this number. Add it to your profile at ${siteUrl}/profile, then reply START.`,
  },
  hi: {
    stopped: 'अब आपको किचन से WhatsApp संदेश नहीं मिलेंगे। फिर से चालू करने के लिए START लिखें।',
    started: 'किचन के WhatsApp संदेश फिर से चालू हो गए हैं। बंद करने के लिए STOP लिखें।',
    noAccount: (siteUrl) => `इस नंबर से कोई खाता नहीं मिला। इसे ${siteUrl}/profile पर अपनी प्रोफ़ाइल में जोड़ें, फिर START लिखें।`,
  },
};

export const DEFAULT_AUTO_REPLY = 'Thank you for your message! The kitchen will answer soon. Write MENU to see what we are cooking.';
