import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));

vi.mock('../lib/api-client', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
      readonly errors: unknown[] = [],
    ) {
      super(message);
    }
  }
  return { api, ApiError };
});

const { ApiError } = await import('../lib/api-client');
const { PROFILE_CACHE_MS, useAuthStore } = await import('./auth-store');

const asha = { id: 7, name: 'Asha', email: 'asha@example.com', phone: '919876543210', role: 'CUSTOMER' as const, avatar: null };

describe('auth store', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.setState({ token: null, user: null, status: 'idle' });
  });

  it('signs in: keeps token and user in storage', async () => {
    await useAuthStore.getState().login('jwt-1', asha);
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(asha);
    expect(localStorage.getItem('profileLastFetched')).not.toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: 'jwt-1', user: asha, status: 'ready' });
  });

  it('logs out: clears token, user data, fetch time and the latest order', async () => {
    await useAuthStore.getState().login('jwt-1', asha);
    localStorage.setItem('latestOrder', JSON.stringify({ id: 'order-of-the-previous-customer' }));
    useAuthStore.getState().logout();
    expect(localStorage.getItem('latestOrder')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('profileLastFetched')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('validates a stored token at start and keeps the session when it is valid', async () => {
    localStorage.setItem('userToken', 'jwt-ok');
    api.post.mockResolvedValue(asha);
    await useAuthStore.getState().init();
    expect(api.post).toHaveBeenCalledWith('/auth/validate');
    expect(useAuthStore.getState()).toMatchObject({ token: 'jwt-ok', user: asha, status: 'ready' });
  });

  it('logs out at start when the stored token is refused', async () => {
    localStorage.setItem('userToken', 'jwt-old');
    localStorage.setItem('userData', JSON.stringify(asha));
    api.post.mockRejectedValue(new ApiError(401, 'Unauthorized'));
    await useAuthStore.getState().init();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, status: 'ready' });
  });

  it('is ready and signed out at start without a token, asking nothing', async () => {
    await useAuthStore.getState().init();
    expect(api.post).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'ready' });
  });

  it('reuses the profile for five minutes unless forced', async () => {
    await useAuthStore.getState().login('jwt-1', asha);
    const renamed = { ...asha, name: 'Asha R' };
    api.get.mockResolvedValue(renamed);

    expect(await useAuthStore.getState().loadProfile()).toEqual(asha);
    expect(api.get).not.toHaveBeenCalled();

    expect(await useAuthStore.getState().loadProfile(true)).toEqual(renamed);
    expect(api.get).toHaveBeenCalledWith('/users/profile');

    localStorage.setItem('profileLastFetched', String(Date.now() - PROFILE_CACHE_MS - 1));
    api.get.mockClear();
    await useAuthStore.getState().loadProfile();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('saves a profile edit and remembers the answer', async () => {
    await useAuthStore.getState().login('jwt-1', asha);
    const updated = { ...asha, phone: '919999999999' };
    api.put.mockResolvedValue(updated);
    expect(await useAuthStore.getState().updateProfile({ phone: '919999999999' })).toEqual(updated);
    expect(api.put).toHaveBeenCalledWith('/users/profile', { phone: '919999999999' });
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(updated);
  });
});
