import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEventsUrl } from './admin-events-url';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminEventsUrl', () => {
  it('asks for a one-use ticket with the token in a header and puts only the ticket in the stream address', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: { ticket: 'one/use+ticket', expiresAt: '2026-11-22T10:21:00.000Z' } })),
    );
    const url = await adminEventsUrl('admin-token');
    expect(url).toBe('/api/v1/admin/orders/events?ticket=one%2Fuse%2Bticket');
    expect(url).not.toContain('admin-token');
    const [address, init] = fetchMock.mock.calls[0];
    expect(address).toBe('/api/v1/auth/stream-ticket');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer admin-token' } });
  });

  it('fails when the ticket is refused, so the console retries later', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(adminEventsUrl('expired-token')).rejects.toThrow(/401/);
  });
});
