import { api, apiWithMessage } from '../../lib/api-client';
import type { Order } from '../../lib/api-types';

export function fetchOrder(traceId: string): Promise<Order> {
  return api.get<Order>(`/orders/${encodeURIComponent(traceId)}`);
}

export function cancelOrder(orderId: string) {
  return apiWithMessage.post<Order>(`/orders/${encodeURIComponent(orderId)}/cancel`);
}
