/** The languages the customer site and its e-mails speak (issue 17); English is the default. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats dates, times and amounts with. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const LANGUAGE_MESSAGE = "Language must be 'en' (English) or 'hi' (Hindi)";

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored value read defensively: anything unknown speaks the default. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
