import { en } from './locales/en';
import { Translator } from './translator';

/** The site's translations, started in English with the shell's texts; each page's texts join it with the page's code. */
export const i18n = new Translator('en', 'en');

// A copy: the pages' sections are merged into this object, and `en` stays the shell's texts.
i18n.addResourceBundle('en', 'translation', { ...en });

/** Adds English texts under their section's key (i18n/sections/); Hindi has them all once it is loaded. */
export function addEnglish(texts: Record<string, object>): void {
  i18n.addResourceBundle('en', 'translation', texts, true, false);
}
