import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi';

export interface CustomerFlowResult {
  orderRefId: string;
  statusAfterCancel: string;
  dishName: string;
}

/**
 * A customer's walk written only from the generated types: log in, read the menu, fill the cart, place an order,
 * read it back and cancel it. It must compile without a single cast (the client test checks).
 */
export async function customerFlow(baseUrl: string, email: string, password: string): Promise<CustomerFlowResult> {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/v1/auth/login', { body: { email, password } });
  if (!login.data) throw new Error(`login failed: ${JSON.stringify(login.error)}`);
  const headers = { Authorization: `Bearer ${login.data.data.token}` };

  const menu = await client.GET('/api/v1/menus');
  const card = menu.data?.data.find((dish) => dish.orderable && dish.activeScheduleId !== null);
  if (!card || card.activeScheduleId === null) throw new Error('no orderable dish on the menu');

  const added = await client.POST('/api/v1/cart/add', { headers, body: { menuScheduleId: card.activeScheduleId, quantity: 2 } });
  if (!added.data) throw new Error(`add to cart failed: ${JSON.stringify(added.error)}`);

  const placed = await client.POST('/api/v1/orders', {
    headers,
    body: { orderItems: added.data.data.items.map((line) => ({ menuScheduleId: line.menuScheduleId, quantity: line.quantity })) },
  });
  if (!placed.data) throw new Error(`order failed: ${JSON.stringify(placed.error)}`);

  const read = await client.GET('/api/v1/orders/{idOrRef}', { headers, params: { path: { idOrRef: placed.data.data.orderRefId } } });
  if (!read.data) throw new Error(`reading the order failed: ${JSON.stringify(read.error)}`);

  const cancelled = await client.POST('/api/v1/orders/{id}/cancel', { headers, params: { path: { id: read.data.data.id } } });
  if (!cancelled.data) throw new Error(`cancel failed: ${JSON.stringify(cancelled.error)}`);
  return {
    orderRefId: read.data.data.orderRefId,
    statusAfterCancel: cancelled.data.data.status,
    dishName: read.data.data.orderItems[0].menuName,
  };
}
