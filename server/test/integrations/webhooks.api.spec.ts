import { Webhook } from 'standardwebhooks';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { WaitlistService } from '../../src/waitlist/waitlist.service';
import { ContractChecker } from '../contract/contract';
import { WebhookDelivery } from '../../src/webhooks/webhook-delivery.entity';
import { WebhookDeliveryWorker } from '../../src/webhooks/webhook-delivery-worker';
import { WebhookEvent } from '../../src/webhooks/webhook-event.entity';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '../../src/webhooks/webhook-retries';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { WebhookEnvelope, WebhookReceiver } from '../support/webhook-receiver';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Stops the worker's own timer, so that the test drains by hand and no tick in between takes a delivery first. */
async function drainedByHand(t: TestApp): Promise<WebhookDeliveryWorker> {
  const worker = t.app.get(WebhookDeliveryWorker);
  await worker.onModuleDestroy();
  return worker;
}

const LOCAL_RECEIVERS = { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOW_HTTP: 'true' };

describe('signed webhooks', () => {
  let t: TestApp;
  let admin: string;
  let receiver: WebhookReceiver;
  let worker: WebhookDeliveryWorker;

  beforeAll(async () => {
    t = await startTestApp(LOCAL_RECEIVERS);
    // The waitlist test releases a dish by hand: the every-30-seconds job must not take it first.
    await pauseJobs(t, 'notify-waitlists');
    admin = await adminToken(t);
    worker = await drainedByHand(t);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    admin = await adminToken(t);
    receiver = new WebhookReceiver();
    await t.dataSource.query('DELETE FROM webhook_endpoints');
  });
  afterEach(async () => receiver.stop());

  async function subscribe(eventTypes: string[]): Promise<{ id: number; signingSecret: string }> {
    const url = await receiver.start();
    const answer = await t.http().post('/api/v1/admin/webhooks').set(bearer(admin)).send({ url, eventTypes, description: 'Till' });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; signingSecret: string };
  }

  async function placeCashOrder(): Promise<{ id: string; orderRefId: string }> {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    const { token } = await createUser(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    return placed.body.data as { id: string; orderRefId: string };
  }

  async function deliveriesOf(endpointId: number): Promise<WebhookDelivery[]> {
    return t.dataSource.getRepository(WebhookDelivery).find({ where: { endpointId }, order: { id: 'ASC' } });
  }

  it('sends order.placed and order.status_changed, signed so that the Standard Webhooks library verifies them', async () => {
    const endpoint = await subscribe(['order.placed', 'order.status_changed']);
    expect(endpoint.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const order = await placeCashOrder();
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'PREPARING' }).expect(200);
    await worker.drainOnce();

    const verifier = new Webhook(endpoint.signingSecret);
    const verified = receiver.received.map(
      ({ headers, body }) => verifier.verify(body, headers as Record<string, string>) as WebhookEnvelope,
    );
    expect(verified.map((event) => [event.type, event.data.orderRefId, event.data.status])).toEqual([
      ['order.placed', order.orderRefId, 'PENDING'],
      ['order.status_changed', order.orderRefId, 'PREPARING'],
    ]);
    expect(verified[1].sequence).toBeGreaterThan(verified[0].sequence);
    expect(receiver.received[0].headers['webhook-id']).toBe(verified[0].id);

    const { headers, body } = receiver.received[0];
    const altered = body.replace('"PENDING"', '"CANCELLED"');
    expect(() => verifier.verify(altered, headers as Record<string, string>)).toThrow();
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000);
    try {
      expect(() => verifier.verify(body, headers as Record<string, string>)).toThrow(/timestamp/i);
    } finally {
      later.mockRestore();
    }
    const listed = await t.http().get('/api/v1/admin/webhooks').set(bearer(admin)).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.signingSecret);
  });

  it('sends nothing for a change that rolled back, and only the event types an endpoint asked for', async () => {
    const endpoint = await subscribe(['order.cancelled']);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 1 });
    const { token } = await createUser(t);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 3 }]).expect(409);
    const order = await placeCashOrder();
    await worker.drainOnce();
    expect(receiver.received).toEqual([]);
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'CANCELLED' }).expect(200);
    await worker.drainOnce();
    expect(receiver.envelopes().map((event) => [event.type, event.data.status])).toEqual([['order.cancelled', 'CANCELLED']]);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('retries a receiver that fails three times, delivers once, and logs every try', async () => {
    const endpoint = await subscribe(['order.placed']);
    receiver.answers = [500, 503, 500, 200];
    await placeCashOrder();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await worker.drainOnce();
      t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[attempt] * 1.25);
    }
    await worker.drainOnce();
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    const logged = await t.http().get(`/api/v1/admin/webhook-deliveries/${delivery.id}`).set(bearer(admin)).expect(200);
    expect(logged.body).toMatchObject({ state: 'DELIVERED', attemptCount: 4, eventType: 'order.placed' });
    expect(logged.body.attempts.map((attempt: { status: number }) => attempt.status)).toEqual([500, 503, 500, 200]);
    expect(logged.body.attempts[0].excerpt).toBe('receiver is down');
    const shown = await t.http().get(`/api/v1/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(200);
    expect(shown.body).toMatchObject({ enabled: true, failingSince: null });
  });

  it('gives up on a receiver that never takes a delivery after a day of tries, and switches it off after three days, telling the admins', async () => {
    const endpoint = await subscribe(['order.placed', 'order.status_changed']);
    receiver.answers = Array.from({ length: 40 }, () => 503);
    const order = await placeCashOrder();
    for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await worker.drainOnce();
      t.clock.advance((WEBHOOK_RETRY_DELAYS_MS[attempt] ?? 0) * 1.25);
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [first] = await deliveriesOf(endpoint.id);
    expect(first).toMatchObject({ outcome: 'GAVE_UP' });
    expect(first.lastError).toMatch(/^Gave up after 9 tries: The endpoint answered 503/);

    t.clock.advance(2 * 24 * 3_600_000);
    admin = await adminToken(t);
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'PREPARING' }).expect(200);
    await worker.drainOnce();
    const switchedOff = await t.http().get(`/api/v1/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(200);
    expect(switchedOff.body.enabled).toBe(false);
    expect(switchedOff.body.disabledReason).toMatch(/^Every delivery failed for 3 days/);
    const told = await t.mail.waitFor('admin@kitchen.test', /Webhook endpoint switched off/);
    expect(told.text).toContain('Replay since');

    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'READY' }).expect(200);
    const before = receiver.received.length;
    await worker.drainOnce();
    expect(receiver.received.length).toBe(before);
  });

  it('stops waiting for a receiver that never answers after 10 seconds, and tries again later', async () => {
    const endpoint = await subscribe(['order.placed']);
    receiver.answers = ['hang'];
    await placeCashOrder();
    await worker.drainOnce();
    const [delivery] = await deliveriesOf(endpoint.id);
    const logged = await t.http().get(`/api/v1/admin/webhook-deliveries/${delivery.id}`).set(bearer(admin)).expect(200);
    expect(logged.body).toMatchObject({ state: 'PENDING', attemptCount: 1 });
    expect(logged.body.attempts[0]).toMatchObject({ status: null });
    expect(logged.body.attempts[0].durationMs).toBeGreaterThanOrEqual(9_000);
    expect(logged.body.attempts[0].durationMs).toBeLessThan(15_000);
  }, 30_000);

  it('resends one delivery and replays everything since a time, with the same webhook-ids, in order', async () => {
    const endpoint = await subscribe(['order.placed']);
    const since = t.clock.now().toISOString();
    await placeCashOrder();
    await placeCashOrder();
    await worker.drainOnce();
    const firstIds = receiver.received.map((delivery) => delivery.headers['webhook-id']);
    expect(firstIds).toHaveLength(2);

    const [delivery] = await deliveriesOf(endpoint.id);
    const resent = await t.http().post(`/api/v1/admin/webhook-deliveries/${delivery.id}/resend`).set(bearer(admin)).expect(200);
    expect(resent.body.id).not.toBe(delivery.id);
    await worker.drainOnce();
    expect(receiver.received[2].headers['webhook-id']).toBe(firstIds[0]);

    const replay = await t.http().post(`/api/v1/admin/webhooks/${endpoint.id}/replay`).set(bearer(admin)).send({ since }).expect(200);
    expect(replay.body).toEqual({ queued: 2 });
    await worker.drainOnce();
    expect(receiver.received.slice(3).map((delivery) => delivery.headers['webhook-id'])).toEqual(firstIds);
  });

  it('tells of dishes, cook dates, reviews and waitlists too, each as the admin API answers it', async () => {
    await subscribe(['menu.changed', 'schedule.changed', 'review.created', 'waitlist.released']);
    const dish = await t
      .http()
      .post('/api/v1/menus')
      .set(bearer(admin))
      .send({ name: 'Rajma Chawal', description: 'Kidney beans with rice.', price: 189.5, imageUrl: '/uploads/rajma.png' })
      .expect(201);
    const dishId = (dish.body.data as { id: number }).id;
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 0 });
    const { token } = await createUser(t);
    await t.http().post(`/api/v1/waitlist/${schedule.menuItemId}`).set(bearer(token)).expect(201);
    await t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=3`).set(bearer(admin)).expect(200);
    expect(await t.app.get(WaitlistService).notifyAvailable()).toBe(1);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const order = placed.body.data as { id: string; orderItems: Array<{ id: number }> };
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'DELIVERED' }).expect(200);
    await t
      .http()
      .post('/api/v1/reviews')
      .set(bearer(token))
      .send({ orderItemId: order.orderItems[0].id, rating: 5, comment: 'Lovely' })
      .expect(201);
    await worker.drainOnce();

    const events = receiver.envelopes() as unknown as Array<{ type: string; data: Record<string, unknown> }>;
    expect(events.map((event) => event.type)).toEqual([
      'menu.changed',
      'schedule.changed',
      'waitlist.released',
      'schedule.changed',
      'review.created',
    ]);
    expect(events[0].data).toMatchObject({ id: dishId, name: 'Rajma Chawal', price: 189.5, removed: false });
    expect(events[1].data).toMatchObject({ id: schedule.id, availableQty: 3 });
    expect(events[2].data).toMatchObject({ menuId: schedule.menuItemId, portions: 3, customersTold: 1 });
    expect(events[3].data).toMatchObject({ id: schedule.id, availableQty: 2 });
    expect(events[4].data).toMatchObject({ rating: 5, comment: 'Lovely', menuId: schedule.menuItemId });
    const contract = new ContractChecker(buildOpenApiDocument(t.app));
    expect(receiver.envelopes().flatMap((event) => contract.schemaProblems('WebhookEventDto', event))).toEqual([]);
  });

  it('refuses endpoint forms that do not hold together', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: 'https://pos.example.com/hooks', eventTypes: [] }, 'eventTypes must be a list of one or more of'],
      [{ url: 'https://pos.example.com/hooks', eventTypes: ['order.eaten'] }, 'eventTypes must be a list of one or more of'],
      [{ url: 'not a url', eventTypes: ['order.placed'] }, 'The webhook URL was refused: the address is not a URL'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.http().post('/api/v1/admin/webhooks').set(bearer(admin)).send(body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});

describe('webhook targets on internal addresses', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  it.each([
    'https://127.0.0.1/hooks',
    'https://localhost/hooks',
    'https://[::1]/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/hooks',
    'https://192.168.1.1/hooks',
    'https://metadata.google.internal/hooks',
    'http://pos.example.com/hooks',
  ])('refuses %s at registration', async (url) => {
    const answer = await t
      .http()
      .post('/api/v1/admin/webhooks')
      .set(bearer(admin))
      .send({ url, eventTypes: ['order.placed'] })
      .expect(400);
    expect(answer.body.code).toBe('WEBHOOK_URL_REFUSED');
  });

  it('refuses at delivery a name that came to resolve to an internal address since registration', async () => {
    const { HostResolver } = await import('../../src/outbound/host-resolver');
    const resolver = t.app.get(HostResolver);
    const resolve = jest.spyOn(resolver, 'resolve').mockResolvedValue([{ address: '93.184.215.14', family: 4 }]);
    const created = await t
      .http()
      .post('/api/v1/admin/webhooks')
      .set(bearer(admin))
      .send({ url: 'https://pos.example.com/hooks', eventTypes: ['order.placed'] })
      .expect(201);
    resolve.mockResolvedValue([{ address: '10.1.2.3', family: 4 }]);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    const { token } = await createUser(t);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await (await drainedByHand(t)).drainOnce();
    const [delivery] = await t.dataSource.getRepository(WebhookDelivery).findBy({ endpointId: created.body.id });
    const logged = await t.http().get(`/api/v1/admin/webhook-deliveries/${delivery.id}`).set(bearer(admin)).expect(200);
    expect(logged.body.attempts[0].excerpt).toContain('resolves to 10.1.2.3, a private address');
    resolve.mockRestore();
  });
});

describe('webhooks with two instances', () => {
  it('delivers each event to each endpoint once, whichever instance drains', async () => {
    const first = await startTestApp(LOCAL_RECEIVERS);
    const second = await startTestApp(LOCAL_RECEIVERS, first.database);
    const receiver = new WebhookReceiver();
    try {
      const admin = await adminToken(first);
      const workers = [await drainedByHand(first), await drainedByHand(second)];
      const url = await receiver.start();
      await first
        .http()
        .post('/api/v1/admin/webhooks')
        .set(bearer(admin))
        .send({ url, eventTypes: ['order.placed'] })
        .expect(201);
      const { schedule } = await createOrderableDish(first, {}, { availableQty: 20 });
      for (let order = 0; order < 6; order += 1) {
        const { token } = await createUser(first);
        await placeOrder(order % 2 === 0 ? first : second, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
      }
      await Promise.all([...workers, ...workers].map((worker) => worker.drainOnce()));
      await workers[0].drainOnce();
      const ids = receiver.received.map((delivery) => delivery.headers['webhook-id']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(await first.dataSource.getRepository(WebhookEvent).count()).toBe(6);
    } finally {
      await receiver.stop();
      await second.close();
      await first.close();
    }
  });
});
