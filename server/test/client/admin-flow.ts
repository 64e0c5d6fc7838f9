import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi';

export interface AdminFlowResult {
  orderCount: number;
  newStatus: string;
  customerEmails: string[];
}

/** An admin's walk from the generated types: log in, list orders, move one to PREPARING, fetch customers by id. No casts. */
export async function adminFlow(baseUrl: string, email: string, password: string): Promise<AdminFlowResult> {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/v1/auth/login', { body: { email, password } });
  if (!login.data) throw new Error(`login failed: ${JSON.stringify(login.error)}`);
  const headers = { Authorization: `Bearer ${login.data.data.token}` };

  const orders = await client.GET('/api/v1/admin/orders', {
    headers,
    params: { query: { sort: '["createdAt","DESC"]', range: '[0,9]', filter: '{}' } },
  });
  if (!orders.data) throw new Error(`listing orders failed: ${JSON.stringify(orders.error)}`);
  const pending = orders.data.find((order) => order.status === 'PENDING');
  if (!pending) throw new Error('no pending order to move');

  const moved = await client.PUT('/api/v1/admin/orders/{id}/status', {
    headers,
    params: { path: { id: pending.id } },
    body: { status: 'PREPARING' },
  });
  if (!moved.data) throw new Error(`status change failed: ${JSON.stringify(moved.error)}`);

  const ids = [...new Set(orders.data.map((order) => order.customerId))];
  const customers = await client.GET('/api/v1/admin/customers', { headers, params: { query: { filter: JSON.stringify({ id: ids }) } } });
  if (!customers.data) throw new Error(`listing customers failed: ${JSON.stringify(customers.error)}`);
  return { orderCount: orders.data.length, newStatus: moved.data.status, customerEmails: customers.data.map((customer) => customer.email) };
}
