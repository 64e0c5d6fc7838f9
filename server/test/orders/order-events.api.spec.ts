import { ClientRequest, get, IncomingMessage } from 'node:http';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface ServerSentEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A minimal EventSource: collects parsed events and lets a test wait for one. */
class EventStreamClient {
  readonly events: ServerSentEvent[] = [];
  status = 0;
  private buffer = '';
  private request?: ClientRequest;
  private waiters: { match: (event: ServerSentEvent) => boolean; resolve: (event: ServerSentEvent) => void }[] = [];

  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request = get(url, (response: IncomingMessage) => {
        this.status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => this.receive(chunk));
        resolve();
      });
      this.request.on('error', (error) => (this.request?.destroyed ? undefined : reject(error)));
    });
  }

  waitFor(match: (event: ServerSentEvent) => boolean, timeoutMs = 5000): Promise<ServerSentEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event; got ${JSON.stringify(this.events)}`)), timeoutMs);
      this.waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const parsed = { event, data: JSON.parse(data) as Record<string, unknown> };
      this.events.push(parsed);
      this.waiters = this.waiters.filter((waiter) => (waiter.match(parsed) ? (waiter.resolve(parsed), false) : true));
    }
  }
}

describe('live order events (SSE)', () => {
  let t: TestApp;
  let admin: string;
  const clients: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  const connect = async (path: string, token: string) => {
    const client = new EventStreamClient();
    clients.push(client);
    await client.open(`${t.url}/api/v1${path}?token=${encodeURIComponent(token)}`);
    return client;
  };

  it("pushes the order's status now and every change made through the admin API to its owner", async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
    const stream = await connect(`/orders/${order.id}/events`, token);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'status' && event.data.status === 'PENDING');

    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set('Authorization', `Bearer ${admin}`).send({ status: 'PREPARING' }).expect(200);
    const update = await stream.waitFor((event) => event.data.status === 'PREPARING');
    expect(update).toEqual({ event: 'status', data: { id: order.id, orderRefId: order.orderRefId, status: 'PREPARING', updatedAt: expect.any(String) } });
  });

  it("refuses another customer's order stream (404) and a missing token (401)", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, owner.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
    await t.http().get(`/api/v1/orders/${order.id}/events`).query({ token: stranger.token }).expect(404);
    await t.http().get(`/api/v1/orders/${order.id}/events`).expect(401);
  });

  it('pushes new orders and changes to admins, and only to admins', async () => {
    const { token } = await createUser(t);
    await t.http().get('/api/v1/admin/orders/events').query({ token }).expect(403);
    const stream = await connect('/admin/orders/events', admin);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;

    const created = await stream.waitFor((event) => event.event === 'order-created' && event.data.id === order.id);
    expect(created.data).toMatchObject({ orderRefId: order.orderRefId, status: 'PENDING', customer: expect.any(String), items: [expect.objectContaining({ quantity: 1 })] });
    await t.http().post(`/api/v1/orders/${order.id}/cancel`).set('Authorization', `Bearer ${token}`).expect(200);
    const updated = await stream.waitFor((event) => event.event === 'order-updated' && event.data.id === order.id);
    expect(updated.data.status).toBe('CANCELLED');
  });
});
