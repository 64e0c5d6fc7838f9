import { useTranslation } from './use-translation';
import { i18n } from './i18n';
import { tiffinEn, tiffinHi } from './locales/tiffin';

const NAMESPACE = 'tiffin';

// Registered when a tiffin page loads; both languages, so switching needs no fetch.
i18n.addResourceBundle('en', NAMESPACE, tiffinEn);
i18n.addResourceBundle('hi', NAMESPACE, tiffinHi);

/** `t` for the tiffin texts (i18n/locales/tiffin.ts), in the site's language. */
export function useTiffinTexts() {
  return useTranslation(NAMESPACE);
}
