import { ClientRequest, get, IncomingMessage } from 'node:http';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { User } from '../../src/users/user.entity';

interface ServerSentEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A minimal EventSource: collects parsed events and lets a test wait for one. */
class EventStreamClient {
  readonly events: ServerSentEvent[] = [];
  status = 0;
  /** Resolves when the server ends the stream. */
  ended!: Promise<void>;
  private buffer = '';
  private request?: ClientRequest;
  private waiters: { match: (event: ServerSentEvent) => boolean; resolve: (event: ServerSentEvent) => void }[] = [];

  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request = get(url, (response: IncomingMessage) => {
        this.status = response.statusCode ?? 0;
        this.ended = new Promise((ended) => response.once('end', () => ended()));
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

  const ticketFor = async (token: string): Promise<string> =>
    (await t.http().post('/api/v1/auth/stream-ticket').set('Authorization', `Bearer ${token}`).expect(200)).body.data.ticket;

  const openWithTicket = async (path: string, ticket: string) => {
    const client = new EventStreamClient();
    clients.push(client);
    await client.open(`${t.url}/api/v1${path}?ticket=${encodeURIComponent(ticket)}`);
    return client;
  };

  /** As the SPAs do: a one-use ticket asked for with the token in a header, then the stream with the ticket. */
  const connect = async (path: string, token: string) => openWithTicket(path, await ticketFor(token));

  const orderFor = async (token: string) => {
    const { schedule } = await createOrderableDish(t);
    return (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data as {
      id: string;
      orderRefId: string;
    };
  };

  const setStatus = (orderId: string, status: string) =>
    t.http().put(`/api/v1/admin/orders/${orderId}/status`).set('Authorization', `Bearer ${admin}`).send({ status }).expect(200);

  it("pushes the order's status now and every change made through the admin API to its owner", async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
    const stream = await connect(`/orders/${order.id}/events`, token);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'status' && event.data.status === 'PENDING');

    await t
      .http()
      .put(`/api/v1/admin/orders/${order.id}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'PREPARING' })
      .expect(200);
    const update = await stream.waitFor((event) => event.data.status === 'PREPARING');
    expect(update).toEqual({
      event: 'status',
      data: { id: order.id, orderRefId: order.orderRefId, status: 'PREPARING', updatedAt: expect.any(String) },
    });
  });

  it("refuses another customer's order stream (404) and a missing token (401)", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, owner.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
    await t.http().get(`/api/v1/orders/${order.id}/events`).set('Authorization', `Bearer ${stranger.token}`).expect(404);
    await t.http().get(`/api/v1/orders/${order.id}/events`).expect(401);
  });

  it('pushes new orders and changes to admins, and only to admins', async () => {
    const { token } = await createUser(t);
    await t.http().get('/api/v1/admin/orders/events').set('Authorization', `Bearer ${token}`).expect(403);
    const stream = await connect('/admin/orders/events', admin);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;

    const created = await stream.waitFor((event) => event.event === 'order-created' && event.data.id === order.id);
    expect(created.data).toMatchObject({
      orderRefId: order.orderRefId,
      status: 'PENDING',
      customer: expect.any(String),
      items: [expect.objectContaining({ quantity: 1 })],
    });
    await t.http().post(`/api/v1/orders/${order.id}/cancel`).set('Authorization', `Bearer ${token}`).expect(200);
    const updated = await stream.waitFor((event) => event.event === 'order-updated' && event.data.id === order.id);
    expect(updated.data.status).toBe('CANCELLED');
  });

  describe('no long-lived token in a URL', () => {
    it('refuses ?token= and answers a one-use ticket that lives 60 seconds', async () => {
      const { token } = await createUser(t);
      const order = await orderFor(token);
      const path = `/api/v1/orders/${order.id}/events`;
      const byToken = await t.http().get(path).query({ token }).expect(401);
      expect(byToken.body.message).toBe('Please log in to continue.');

      const askedAt = Math.floor(t.clock.now().getTime() / 1000) * 1000;
      const issued = await t.http().post('/api/v1/auth/stream-ticket').set('Authorization', `Bearer ${token}`).expect(200);
      const answeredAt = t.clock.now().getTime();
      expect(issued.body.data).toEqual({ ticket: expect.any(String), expiresAt: expect.stringMatching(/\.000Z$/) });
      const expiresAt = Date.parse(issued.body.data.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(askedAt + 60_000);
      expect(expiresAt).toBeLessThanOrEqual(answeredAt + 60_000);
      const ticket = issued.body.data.ticket as string;
      const stream = await openWithTicket(`/orders/${order.id}/events`, ticket);
      expect(stream.status).toBe(200);
      const reused = await t.http().get(path).query({ ticket }).expect(401);
      expect(reused.body).toMatchObject({ code: 'STREAM_TICKET_INVALID' });
      await t.http().post('/api/v1/auth/validate').set('Authorization', `Bearer ${ticket}`).expect(401);

      const late = await ticketFor(token);
      t.clock.advance(61_000);
      await t.http().get(path).query({ ticket: late }).expect(401);
      t.clock.reset();
    });
  });

  describe('bounded streams', () => {
    it('allows five streams per order; the sixth gets 429 saying why', async () => {
      const { token } = await createUser(t);
      const order = await orderFor(token);
      for (let open = 0; open < 5; open += 1) expect((await connect(`/orders/${order.id}/events`, token)).status).toBe(200);
      const sixth = await t.http().get(`/api/v1/orders/${order.id}/events`).set('Authorization', `Bearer ${token}`).expect(429);
      expect(sixth.body).toMatchObject({
        code: 'STREAM_LIMIT_REACHED',
        message: 'Too many live updates are open for this order. Close other tabs or windows showing them and try again.',
      });
    });

    it('caps the streams of one user (STREAM_LIMIT_PER_USER) and of the whole instance (STREAM_LIMIT_TOTAL)', async () => {
      const small = await startTestApp({ STREAM_LIMIT_PER_USER: '2', STREAM_LIMIT_TOTAL: '3' });
      const open: EventStreamClient[] = [];
      try {
        const streamOf = async (token: string) => {
          const { schedule } = await createOrderableDish(small);
          const order = (await placeOrder(small, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
          const client = new EventStreamClient();
          open.push(client);
          await client.open(
            `${small.url}/api/v1/orders/${order.id}/events?ticket=${encodeURIComponent((await small.http().post('/api/v1/auth/stream-ticket').set('Authorization', `Bearer ${token}`)).body.data.ticket)}`,
          );
          return client.status;
        };
        const first = await createUser(small);
        const second = await createUser(small);
        expect([await streamOf(first.token), await streamOf(first.token), await streamOf(first.token)]).toEqual([200, 200, 429]);
        expect([await streamOf(second.token), await streamOf(second.token)]).toEqual([200, 503]);
      } finally {
        for (const client of open) client.close();
        await small.close();
      }
    });
  });

  describe('streams end with their session', () => {
    it('after logout-all: the stream ends at once, without waiting for a change or the 30-second sweep', async () => {
      const { token } = await createUser(t);
      const order = await orderFor(token);
      const stream = await connect(`/orders/${order.id}/events`, token);
      await stream.waitFor((event) => event.data.status === 'PENDING');
      await t.http().post('/api/v1/auth/logout-all').set('Authorization', `Bearer ${token}`).expect(200);
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => (timer = setTimeout(() => resolve('still open after 2 s'), 2000))),
      ]).finally(() => clearTimeout(timer));
      expect(outcome).toBe('ended');
    });

    it('after logout-all: the next change is not delivered and the stream ends', async () => {
      const { token } = await createUser(t);
      const order = await orderFor(token);
      const stream = await connect(`/orders/${order.id}/events`, token);
      await stream.waitFor((event) => event.data.status === 'PENDING');
      await t.http().post('/api/v1/auth/logout-all').set('Authorization', `Bearer ${token}`).expect(200);
      await setStatus(order.id, 'PREPARING');
      await stream.ended;
      expect(stream.events.map((event) => event.data.status)).toEqual(['PENDING']);
    });

    it('when the token expires', async () => {
      const { token } = await createUser(t);
      const order = await orderFor(token);
      const stream = await connect(`/orders/${order.id}/events`, token);
      await stream.waitFor((event) => event.data.status === 'PENDING');
      t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
      const freshAdmin = await adminToken(t);
      await t
        .http()
        .put(`/api/v1/admin/orders/${order.id}/status`)
        .set('Authorization', `Bearer ${freshAdmin}`)
        .send({ status: 'PREPARING' })
        .expect(200);
      await stream.ended;
      t.clock.reset();
      expect(stream.events.map((event) => event.data.status)).toEqual(['PENDING']);
    });

    it("when an admin loses the admin role, their admin stream stops carrying customers' details", async () => {
      const demoted = await createUser(t, { role: 'ADMIN' });
      const stream = await connect('/admin/orders/events', demoted.token);
      await t.dataSource.getRepository(User).update({ id: demoted.user.id }, { role: 'CUSTOMER' });
      const customer = await createUser(t);
      await orderFor(customer.token);
      await stream.ended;
      expect(stream.events).toEqual([]);
    });
  });
});
