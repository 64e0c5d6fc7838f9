import { API_BASE } from '@home-kitchen/api';
import type { Settings } from './api-types';
import { adoptKitchenTimeZone } from './format';

const SETTINGS_WAIT_MS = 5000;

let loaded: Settings | undefined;

/**
 * Fetches the rule values (tax label, kitchen time zone; docs/rules.md) once, before the first screen
 * renders. On failure the build-time defaults stay.
 */
export async function loadSettings(): Promise<void> {
  try {
    // A slow answer must not hold the first screen for long: after a few seconds the defaults serve.
    const response = await fetch(`${API_BASE}/settings`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SETTINGS_WAIT_MS),
    });
    if (!response.ok) return;
    loaded = ((await response.json()) as { data: Settings }).data;
    adoptKitchenTimeZone(loaded.timeZone);
  } catch {
    // The console still works with the defaults; the next start tries again.
  }
}

/** The server's settings, when loadSettings() got them. */
export function serverSettings(): Settings | undefined {
  return loaded;
}
