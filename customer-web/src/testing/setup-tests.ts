import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSettingsStore } from '../stores/settings-store';
import { theServerSettings } from './factories';

// Every test runs with the rule values the server sends (the app would have loaded them at start).
beforeEach(() => {
  useSettingsStore.setState({ settings: theServerSettings() });
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
