import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { Settings } from '../lib/api-types';
import { serverSettings } from '../lib/settings';
import { englishTranslations } from './en';

const polyglot = polyglotI18nProvider(() => englishTranslations, 'en', [{ locale: 'en', name: 'English' }]);

/** Texts whose wording the server decides (docs/rules.md): shown from GET /settings once it has answered. */
const FROM_SETTINGS: Record<string, (settings: Settings) => string> = {
  'hk.orders.tax': (settings) => settings.taxLabel,
};

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const settings = serverSettings();
    const fromSettings = FROM_SETTINGS[key];
    return settings && fromSettings ? fromSettings(settings) : polyglot.translate(key, options);
  },
};
