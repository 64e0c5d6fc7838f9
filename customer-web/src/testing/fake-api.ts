import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: RecordedCall) => Reply;

/**
 * Replaces fetch with routes keyed 'METHOD /path' (path after /api/v1, query included).
 * Unknown routes answer 404 in the envelope; every call is recorded for assertions.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = (input instanceof Request ? input.url : String(input)).replace(/^\/api\/v1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    if (!route) return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
    const reply = typeof route === 'function' ? route(call) : route;
    const { status = 200, body } = reply;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function ok<T>(data: T, message = 'OK') {
  return { status: 200, body: { success: true, message, data } };
}

export function fail(status: number, message: string) {
  return { status, body: { success: false, message } };
}

/** A fetch that cannot reach the server at all. */
export function offline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
