import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, isAdminRole } from './authProvider';
import { dataProvider } from './dataProvider';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function loginAnswer(role: string) {
  return jsonResponse(200, { success: true, message: 'ok', data: { token: `token-${role}`, role, name: 'A', email: 'a@b.test' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/admin/orders');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isAdminRole', () => {
  it('accepts ADMIN in any letter case and nothing else', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('Admin')).toBe(true);
    expect(isAdminRole('CUSTOMER')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});

describe('login', () => {
  it('stores the admin token when the server says the role is admin (any case)', async () => {
    fetchMock.mockResolvedValueOnce(loginAnswer('admin'));
    await authProvider.login({ email: 'a@b.test', password: 'secret' });
    expect(localStorage.getItem('adminToken')).toBe('token-admin');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a@b.test', password: 'secret' });
  });

  it('refuses a customer with "Access denied. Admins only." and keeps no token', async () => {
    fetchMock.mockResolvedValueOnce(loginAnswer('CUSTOMER'));
    await expect(authProvider.login({ email: 'c@b.test', password: 'secret' })).rejects.toThrow('Access denied. Admins only.');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('passes the server message on for rejected credentials', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    await expect(authProvider.login({ email: 'a@b.test', password: 'bad' })).rejects.toThrow('Invalid email or password');
  });

  it('says "Invalid credentials." when the answer carries no token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: false, message: '', data: null }));
    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow('Invalid credentials.');
  });

  it('says "Invalid credentials or server error." when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow('Invalid credentials or server error.');
  });
});

describe('checkAuth', () => {
  it('sends a visitor without a token to the login page with the page they wanted', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Forders' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a token the server validates as an admin', async () => {
    localStorage.setItem('adminToken', 'good-token');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, data: { id: 1, name: 'Admin', email: 'a@b.test', role: 'ADMIN', avatar: null } }),
    );
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer good-token');
  });

  it('drops a token the server rejects and redirects', async () => {
    localStorage.setItem('adminToken', 'stale-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Unauthorized' }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Forders' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('checkAuth when the server does not answer', () => {
  const adminAnswer = () =>
    jsonResponse(200, { success: true, data: { id: 1, name: 'Admin', email: 'a@b.test', role: 'ADMIN', avatar: null } });

  it('keeps the token when the check cannot reach the server (offline, or a navigation cut it short), and asks again next time', async () => {
    localStorage.setItem('adminToken', 'token-while-offline');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(adminAnswer());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('token-while-offline');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the token when the answer arrives but its body is cut short (a page change while it was read)', async () => {
    localStorage.setItem('adminToken', 'token-of-a-cut-answer');
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":true,"data":{"id":1,'));
        controller.error(new DOMException('The user aborted a request.', 'AbortError'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(cutShort, { status: 200 })).mockResolvedValueOnce(adminAnswer());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('token-of-a-cut-answer');
    // Nothing was learnt about the token: the next page change asks again.
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the token when the server answers 503', async () => {
    localStorage.setItem('adminToken', 'token-during-outage');
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { success: false, message: 'Service unavailable' }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('token-during-outage');
  });

  it("drops the token of a customer's account, whose role the server reports", async () => {
    localStorage.setItem('adminToken', 'token-of-a-customer');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, data: { id: 2, name: 'C', email: 'c@b.test', role: 'CUSTOMER', avatar: null } }),
    );
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Forders' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('checkError', () => {
  it.each([401, 403])('removes the admin token on %i and redirects to login', async (status) => {
    localStorage.setItem('adminToken', 'some-token');
    window.history.replaceState(null, '', '/admin/customers');
    await expect(authProvider.checkError({ status })).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Fcustomers' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    localStorage.setItem('adminToken', 'some-token');
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('some-token');
  });
});

describe('a sign-in that overtakes a request of the session before it', () => {
  const adminAnswer = () =>
    jsonResponse(200, { success: true, data: { id: 1, name: 'Admin', email: 'a@b.test', role: 'ADMIN', avatar: null } });

  it('keeps the new session when a request sent with the old token (or none) is refused after the sign-in', async () => {
    localStorage.setItem('adminToken', 'old-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Session expired' }));
    const refusal = await dataProvider.getList('orders', {}).catch((error: unknown) => error);
    localStorage.setItem('adminToken', 'new-token');
    await expect(authProvider.checkError(refusal)).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('new-token');
  });

  it("ends the session when the console's current token is the one refused", async () => {
    localStorage.setItem('adminToken', 'current-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, message: 'Admins only' }));
    const refusal = await dataProvider.getList('orders', {}).catch((error: unknown) => error);
    await expect(authProvider.checkError(refusal)).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Forders' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('checks the new token when the old one is refused after a sign-in replaced it', async () => {
    localStorage.setItem('adminToken', 'token-being-checked');
    let refuseOldToken: (answer: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (refuseOldToken = resolve))).mockResolvedValueOnce(adminAnswer());
    const checked = authProvider.checkAuth({});
    localStorage.setItem('adminToken', 'token-from-sign-in');
    refuseOldToken(jsonResponse(401, { success: false, message: 'Session expired' }));
    await expect(checked).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('token-from-sign-in');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token-from-sign-in');
  });
});

describe('logout', () => {
  it('goes to the plain login page when the admin signs out', async () => {
    localStorage.setItem('adminToken', 'some-token');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('remembers the page when bouncing a visitor who had no session', async () => {
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=%2Fadmin%2Forders');
  });
});
