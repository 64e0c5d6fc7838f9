import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishTranslations } from './en';

export const i18nProvider = polyglotI18nProvider(() => englishTranslations, 'en', [
  { locale: 'en', name: 'English' },
]);
