import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useSettingsStore } from '../lib/settings-store';
import { theServerSettings } from './factories';

// Every test runs with the rule values the server sends (the app would have loaded them at start).
beforeEach(async () => {
  useSettingsStore.setState({ settings: theServerSettings() });
  // Each test starts in English, whatever the one before switched to.
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
