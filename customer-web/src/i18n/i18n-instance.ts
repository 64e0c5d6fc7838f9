import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

/** The site's i18next, started in English with the shell's texts; each page's texts join it with the page's code. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  // A copy: the pages' sections are merged into this object, and `en` stays the shell's texts.
  resources: { en: { translation: { ...en } } },
  // React escapes what it renders; escaping here would show &amp; in dish names.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Adds English texts under their section's key (i18n/sections/); Hindi has them all once it is loaded. */
export function addEnglish(texts: Record<string, object>): void {
  i18n.addResourceBundle('en', 'translation', texts, true, false);
}
