import { API_BASE } from '@home-kitchen/api';
import { api, apiWithMessage } from './api-client';
import type { Order } from './api-types';

export function fetchOrder(traceId: string): Promise<Order> {
  return api.get<Order>(`/orders/${encodeURIComponent(traceId)}`);
}

export function cancelOrder(orderId: string) {
  return apiWithMessage.post<Order>(`/orders/${encodeURIComponent(orderId)}/cancel`);
}

/**
 * The address of the order's live stream, with a one-use ticket: EventSource cannot send the token, and a token
 * in a URL would end up in logs. The ticket lives a minute and opens one stream.
 */
export async function orderEventsUrl(orderId: string): Promise<string> {
  const { ticket } = await api.post<{ ticket: string }>('/auth/stream-ticket');
  return `${API_BASE}/orders/${encodeURIComponent(orderId)}/events?ticket=${encodeURIComponent(ticket)}`;
}
