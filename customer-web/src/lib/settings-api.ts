import { useSettingsStore } from './settings-store';
import { api } from './api-client';
import type { Settings } from './api-types';

/** Fetches the rule values once at start; on failure the last known ones stay (the server computes every total that counts). */
export async function loadSettings(): Promise<void> {
  try {
    useSettingsStore.getState().remember(await api.get<Settings>('/settings'));
  } catch {
    // Nothing to tell the customer: the page works, and the next start tries again.
  }
}
