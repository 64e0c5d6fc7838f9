import { API_BASE } from '@home-kitchen/api';
import { ADMIN_API_BASE } from '../lib/api-paths';

/**
 * The admin order stream's address with a one-use ticket: EventSource cannot send the token, and a token in a
 * URL would end up in logs. The ticket lives a minute and opens one stream, so every reconnect asks again.
 */
export async function adminEventsUrl(token: string): Promise<string> {
  const response = await fetch(`${API_BASE}/auth/stream-ticket`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Stream ticket refused (${response.status})`);
  const { data } = (await response.json()) as { data: { ticket: string } };
  return `${ADMIN_API_BASE}/orders/events?ticket=${encodeURIComponent(data.ticket)}`;
}
