import { configureApiClient } from '../lib/api-client';
import { navigateTo } from '../lib/navigation';
import { useAuthStore } from '../stores/auth-store';

/** A rejected session ends it and sends the person to log in, remembering where they were (docs/rules.md). */
function endRejectedSession(): void {
  useAuthStore.getState().logout();
  const here = window.location.pathname + window.location.search;
  if (!here.startsWith('/login')) {
    navigateTo('/login', { replace: true, state: { from: here } });
  }
}

/** Gives the API client the signed-in customer's token and the way to end a session the server refuses; once, at start. */
export function connectApiClientToSession(): void {
  configureApiClient({ token: () => useAuthStore.getState().token, onRejectedSession: endRejectedSession });
}
