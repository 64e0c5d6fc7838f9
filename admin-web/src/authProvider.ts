import type { AuthProvider, UserIdentity } from 'react-admin';
import { API_BASE } from '@home-kitchen/api';
import { readAdminToken, removeAdminToken, speaksForCurrentSession, storeAdminToken } from './lib/admin-token';
import { currentBrowserPath, loginPathFor } from './lib/login-redirect';
import { hkMessages } from './i18n/en';

interface LoginBody {
  success?: boolean;
  message?: string;
  data?: { token?: string; role?: string; name?: string; email?: string } | null;
}

interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: string;
  avatar: string | null;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

const loginTexts = hkMessages.login;

// checkAuth runs on every page change; the server is asked once per token, not once per click.
const sessionChecks = new Map<string, Promise<AdminUser | null | undefined>>();

export function isAdminRole(role: unknown): boolean {
  return typeof role === 'string' && role.trim().toUpperCase() === 'ADMIN';
}

async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * The token's admin; null when the server refuses the token or it is not an admin's; undefined when the server could
 * not be asked or its answer not read (offline, a 5xx, or a navigation that cut the request or its body short), which
 * says nothing about the token.
 */
async function fetchAdminUser(token: string): Promise<AdminUser | null | undefined> {
  let body: { data?: AdminUser };
  try {
    const response = await postJson('/auth/validate', {}, token);
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) return undefined;
    body = (await response.json()) as { data?: AdminUser };
  } catch {
    return undefined;
  }
  return body.data && isAdminRole(body.data.role) ? body.data : null;
}

function checkSession(token: string): Promise<AdminUser | null | undefined> {
  const remembered = sessionChecks.get(token);
  if (remembered) return remembered;
  const asked: Promise<AdminUser | null | undefined> = fetchAdminUser(token).then((user) => {
    // An unanswered check is not remembered: the next page change asks again.
    if (user === undefined && sessionChecks.get(token) === asked) sessionChecks.delete(token);
    return user;
  });
  sessionChecks.set(token, asked);
  return asked;
}

function forgetSession(): void {
  removeAdminToken();
  sessionChecks.clear();
}

/** Ends an auth check the way react-admin's contract asks: with a plain { redirectTo, message } object, not an Error. */
function requireSignIn(): never {
  // message:false keeps react-admin from adding its own toast on top of the redirect.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the shape react-admin reads, by its contract.
  throw { redirectTo: loginPathFor(currentBrowserPath()), message: false as const };
}

async function checkAuth(): Promise<void> {
  const token = readAdminToken();
  if (!token) requireSignIn();
  const user = await checkSession(token);
  // Only the server's refusal ends a session: one it could not answer stands, and the page's own requests say the rest.
  if (user !== null) return;
  // A sign-in while the old token was being checked holds a new session: that one is checked instead.
  if (readAdminToken() !== token) return checkAuth();
  forgetSession();
  requireSignIn();
}

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginCredentials) {
    let response: Response;
    let body: LoginBody | null;
    try {
      response = await postJson('/auth/login', { email, password });
      body = (await response.json().catch(() => null)) as LoginBody | null;
    } catch {
      throw new Error(loginTexts.serverError);
    }
    if (!response.ok) {
      throw new Error(body?.message || loginTexts.serverError);
    }
    const token = body?.data?.token;
    if (!token) throw new Error(loginTexts.invalidCredentials);
    if (!isAdminRole(body?.data?.role)) throw new Error(loginTexts.accessDenied);
    storeAdminToken(token);
  },

  async logout() {
    const hadToken = readAdminToken() !== null;
    forgetSession();
    // Without a token this logout is react-admin bouncing an unauthenticated visit:
    // remember the page so the admin lands back on it after signing in.
    return hadToken ? '/login' : loginPathFor(currentBrowserPath());
  },

  checkAuth,

  async checkError(error: { status?: number }) {
    // A refusal of a token the console no longer holds (a sign-in since, here or in another tab) ends nothing.
    if ((error?.status === 401 || error?.status === 403) && speaksForCurrentSession(error)) {
      forgetSession();
      requireSignIn();
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const token = readAdminToken();
    const user = token ? await checkSession(token) : null;
    if (user === undefined) throw new Error(loginTexts.serverError);
    if (!user) requireSignIn();
    return { id: user.id, fullName: user.name, avatar: user.avatar ?? undefined };
  },
};
