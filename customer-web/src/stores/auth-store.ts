import { create } from 'zustand';
import { forgetDevicePush } from '../lib/device-push';
import { forgetLatestOrder } from '../lib/latest-order';
import { api, ApiError } from '../lib/api-client';
import { followAccountLanguage, type Language } from '../i18n/i18n';

export type UserRole = 'CUSTOMER' | 'ADMIN';

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  avatar: string | null;
  /** Left out by sessions stored before accounts had a language. */
  language?: Language;
}

export type AuthStatus = 'idle' | 'loading' | 'ready';

export interface ProfilePatch {
  name?: string;
  phone?: string;
  language?: Language;
}

interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  init: () => Promise<void>;
  login: (token: string, user?: User) => Promise<void>;
  logout: () => void;
  loadProfile: (force?: boolean) => Promise<User | null>;
  updateProfile: (patch: ProfilePatch) => Promise<User>;
}

export const TOKEN_KEY = 'userToken';
export const USER_KEY = 'userData';
export const PROFILE_FETCHED_KEY = 'profileLastFetched';
/** The profile is reused for five minutes unless a refresh is forced (docs/rules.md). */
export const PROFILE_CACHE_MS = 300_000;

function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    localStorage.removeItem(USER_KEY);
    return null;
  }
}

function rememberUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(PROFILE_FETCHED_KEY, String(Date.now()));
  followAccountLanguage(user.language);
}

function profileIsFresh(): boolean {
  const fetchedAt = Number(localStorage.getItem(PROFILE_FETCHED_KEY));
  return Number.isFinite(fetchedAt) && fetchedAt > 0 && Date.now() - fetchedAt < PROFILE_CACHE_MS;
}

function isAuthRejection(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

// Only one start-up validation runs even when several screens ask for it.
let pendingInit: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: localStorage.getItem(TOKEN_KEY),
  user: readStoredUser(),
  status: 'idle',

  init() {
    if (get().status === 'ready') return Promise.resolve();
    if (pendingInit) return pendingInit;
    pendingInit = (async () => {
      const token = localStorage.getItem(TOKEN_KEY);
      if (!token) {
        set({ token: null, user: null, status: 'ready' });
        return;
      }
      set({ token, status: 'loading' });
      try {
        const user = await api.post<User>('/auth/validate');
        rememberUser(user);
        set({ user, status: 'ready' });
      } catch (error) {
        if (isAuthRejection(error)) {
          get().logout();
        }
        // Any other failure (server down) keeps the stored session; the next call decides.
        set({ status: 'ready' });
      }
    })().finally(() => {
      pendingInit = null;
    });
    return pendingInit;
  },

  async login(token, user) {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token, status: 'loading' });
    if (user) {
      rememberUser(user);
      set({ user });
    } else {
      await get()
        .loadProfile(true)
        .catch(() => null);
    }
    set({ status: 'ready' });
  },

  logout() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(PROFILE_FETCHED_KEY);
    forgetLatestOrder();
    forgetDevicePush().catch(() => undefined);
    set({ token: null, user: null, status: 'ready' });
  },

  async loadProfile(force = false) {
    if (!get().token) return null;
    const cached = get().user;
    if (!force && cached && profileIsFresh()) return cached;
    try {
      const user = await api.get<User>('/users/profile');
      rememberUser(user);
      set({ user });
      return user;
    } catch (error) {
      if (isAuthRejection(error)) {
        get().logout();
        return null;
      }
      throw error;
    }
  },

  async updateProfile(patch) {
    const user = await api.put<User>('/users/profile', patch);
    rememberUser(user);
    set({ user });
    return user;
  },
}));

/** Builds the stored user from the login and verify-email answers, which carry userId instead of id. */
export function userFromAuthAnswer(answer: {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  language?: Language;
}): User {
  return {
    id: answer.userId,
    name: answer.name,
    email: answer.email,
    phone: answer.phone ?? null,
    role: answer.role,
    avatar: null,
    language: answer.language,
  };
}
