import { i18n } from './i18n-instance';
import { en } from './locales/en';
import type { Messages } from './locales/messages';

export { i18n };

/** The languages of the customer site; English is bundled, Hindi is fetched when first chosen. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale that formats dates, times and amounts in each language. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The browser's choice, kept across visits (an account's choice wins once signed in). */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Loads a language's messages, and for Hindi its Devanagari font, once. English pages add their own (i18n-instance.ts). */
const loaders: Record<Language, () => Promise<Partial<Messages>>> = {
  en: () => Promise.resolve(en),
  hi: async () => {
    const [{ hi }] = await Promise.all([import('./locales/hi'), import('./devanagari-font')]);
    // Both faces are fetched now rather than when bold text first needs one, so headings do not show the
    // fallback (boxes, on systems without a Devanagari font) after the body text has switched. A failed fetch
    // leaves the fallback; the switch goes on.
    await Promise.all(
      ['400', '600'].map((weight) => document.fonts?.load(`${weight} 16px "Noto Sans Devanagari"`, 'क').catch(() => [])),
    ).catch(() => undefined);
    return hi;
  },
};

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

/** Shows the site in `language`: loads its messages, remembers it in this browser and sets `<html lang>`. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** On sign-in (and each profile read) the account's language wins over this browser's. */
export function followAccountLanguage(language: unknown): void {
  if (isLanguage(language) && language !== currentLanguage()) void applyLanguage(language);
}
