const ADMIN_TOKEN_KEY = 'adminToken';

/** The token each failed request carried (null: none), so a refusal ends only the session it refused. */
const sentTokens = new WeakMap<object, string | null>();

export function readAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function removeAdminToken(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Notes on a request's error which token the request carried; answers the error, to be thrown on. */
export function withSentToken<T>(error: T, token: string | null): T {
  if (typeof error === 'object' && error !== null) sentTokens.set(error, token);
  return error;
}

/**
 * Whether a refused request spoke for the session the console holds now. A request sent before a sign-in (here or in
 * another tab) speaks for a session that has already ended; an error nobody noted counts as the current session's.
 */
export function speaksForCurrentSession(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !sentTokens.has(error)) return true;
  return sentTokens.get(error) === readAdminToken();
}
