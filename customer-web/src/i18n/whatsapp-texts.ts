import { useTranslation } from './use-translation';
import { i18n } from './i18n';
import { whatsappEn, whatsappHi } from './locales/whatsapp';

const NAMESPACE = 'whatsapp';

// Registered when a page that offers WhatsApp loads; both languages, so switching needs no fetch.
i18n.addResourceBundle('en', NAMESPACE, whatsappEn);
i18n.addResourceBundle('hi', NAMESPACE, whatsappHi);

/** `t` for the WhatsApp texts (i18n/locales/whatsapp.ts), in the site's language. */
export function useWhatsAppTexts() {
  return useTranslation(NAMESPACE);
}
