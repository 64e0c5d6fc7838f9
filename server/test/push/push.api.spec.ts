import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PushMessage } from '../../src/push/push-message.entity';
import { PushOutboxWorker } from '../../src/push/push-outbox-worker';
import { PushSubscription } from '../../src/push/push-subscription.entity';
import { SUBSCRIPTIONS_PER_USER } from '../../src/push/push-notice';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { WaitlistService } from '../../src/waitlist/waitlist.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { FakeBrowser, FakePushService, trustTestPushService } from '../support/push-service';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** As PushSubscription.toJSON() gives it in a browser. */
const subscription = (browser: FakeBrowser) => ({ endpoint: browser.endpoint, expirationTime: null, keys: browser.keys });

describe('Web Push', () => {
  let t: TestApp;
  let admin: string;
  const pushService = new FakePushService();

  beforeAll(async () => {
    trustTestPushService();
    await pushService.start();
    // The local push service listens on 127.0.0.1, which the outbound guard refuses unless told this is a test.
    t = await startTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true' });
    await pauseJobs(t, 'notify-waitlists');
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService.stop();
  });

  const worker = () => t.app.get(PushOutboxWorker);

  async function subscribedCustomer(): Promise<{ token: string; userId: number; browser: FakeBrowser }> {
    const { user, token } = await createUser(t);
    const browser = pushService.newBrowser();
    const saved = await t.http().post('/api/v1/push/subscriptions').set(auth(token)).send(subscription(browser)).expect(201);
    expect(saved.body).toMatchObject({ message: 'Notifications are on for this device', data: { endpoint: browser.endpoint } });
    return { token, userId: user.id, browser };
  }

  async function placedOrder(token: string): Promise<{ id: string; orderRefId: string }> {
    const { schedule } = await createOrderableDish(t);
    return (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
  }

  it('serves one VAPID key, generated into the data folder and kept there', async () => {
    const answer = await t.http().get('/api/v1/push/key').expect(200);
    const { publicKey } = answer.body.data;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = join(t.config.dataDir, 'vapid-keys.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
  });

  it("sends an order's status change to the customer's browser, encrypted for it and signed with the kitchen's key", async () => {
    const { token, browser } = await subscribedCustomer();
    const order = await placedOrder(token);
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'READY' }).expect(200);

    const { publicKey } = (await t.http().get('/api/v1/push/key')).body.data;
    expect(await pushService.waitFor(browser)).toEqual([
      {
        browserId: browser.id,
        payload: {
          title: `Order ${order.orderRefId}`,
          body: 'Your order is ready for pickup!',
          url: `/profile/order/${order.orderRefId}`,
          tag: `order-${order.orderRefId}`,
        },
        ttl: 43200,
        vapidKey: publicKey,
      },
    ]);
    expect(pushService.refused).toEqual([]);
  });

  it('tells a waiting customer that a dish is back by push too, and nobody else', async () => {
    const waiting = await subscribedCustomer();
    const bystander = await subscribedCustomer();
    const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 0 });
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(waiting.token)).expect(201);
    await t.dataSource.getRepository(MenuSchedule).update({ id: schedule.id }, { availableQty: 2 });
    await t.app.get(WaitlistService).notifyAvailable();

    expect((await pushService.waitFor(waiting.browser)).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: `${dish.name} is back`, url: `/food/${dish.id}` }),
    ]);
    expect(pushService.for(bystander.browser)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone, and does not retry it', async () => {
    const { token, browser } = await subscribedCustomer();
    const order = await placedOrder(token);
    pushService.forget(browser);
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);

    await eventually(async () => (await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: browser.endpoint })) === 0);
    await eventually(
      async () => (await t.dataSource.getRepository(PushMessage).find({ order: { id: 'DESC' }, take: 1 }))[0].sentAt !== null,
    );
    const rows = await t.dataSource.getRepository(PushMessage).find({ order: { id: 'DESC' }, take: 1 });
    expect(rows[0]).toMatchObject({ lastError: 'subscription gone (410)', attempts: 0 });
    expect(rows[0].sentAt).not.toBeNull();
  });

  it('keeps a notification through a push service outage and delivers it once when the service is back', async () => {
    const { token, browser } = await subscribedCustomer();
    const order = await placedOrder(token);
    await pushService.stop();
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);
    const latest = () =>
      t.dataSource
        .getRepository(PushMessage)
        .find({ order: { id: 'DESC' }, take: 1 })
        .then((rows) => rows[0]);
    await eventually(async () => (await latest()).attempts >= 1);
    const waiting = await latest();
    expect(waiting).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });

    await pushService.start();
    await t.dataSource.getRepository(PushMessage).update({ id: waiting.id }, { nextAttemptAt: new Date() });
    await worker().drainOnce();
    expect((await pushService.waitFor(browser)).map((push) => push.payload.body)).toEqual([
      'Our chefs are now preparing your delicious meal.',
    ]);
    await worker().drainOnce();
    expect(pushService.for(browser)).toHaveLength(1);
  });

  it('keeps one row per browser, moves a browser to whoever subscribes it, and keeps the newest ten per customer', async () => {
    const first = await subscribedCustomer();
    const second = await createUser(t);
    await t.http().post('/api/v1/push/subscriptions').set(auth(second.token)).send(subscription(first.browser)).expect(201);
    const rows = await t.dataSource.getRepository(PushSubscription).findBy({ endpoint: first.browser.endpoint });
    expect(rows.map((row) => row.userId)).toEqual([second.user.id]);

    for (let index = 0; index < SUBSCRIPTIONS_PER_USER + 2; index += 1) {
      t.clock.advance(1000);
      await t.http().post('/api/v1/push/subscriptions').set(auth(second.token)).send(subscription(pushService.newBrowser())).expect(201);
    }
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ userId: second.user.id })).toBe(SUBSCRIPTIONS_PER_USER);
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: first.browser.endpoint })).toBe(0);
  });

  it('forgets a browser when the customer turns notifications off there, and only their own', async () => {
    const mine = await subscribedCustomer();
    const other = await subscribedCustomer();
    const remove = (token: string, endpoint: string) =>
      t.http().post('/api/v1/push/subscriptions/remove').set(auth(token)).send({ endpoint });

    const refused = await remove(other.token, mine.browser.endpoint).expect(404);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: 'Notifications are not on for this device in your account',
    });
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: mine.browser.endpoint, userId: mine.userId })).toBe(1);

    await remove(mine.token, mine.browser.endpoint).expect(200);
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: mine.browser.endpoint })).toBe(0);
    expect((await remove(mine.token, mine.browser.endpoint).expect(404)).body.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    expect((await remove(mine.token, pushService.newBrowser().endpoint).expect(404)).body.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: other.browser.endpoint })).toBe(1);
  });

  it('refuses guests and malformed subscriptions with a message naming the problem, storing nothing', async () => {
    const { token } = await createUser(t);
    const browser = pushService.newBrowser();
    await t.http().post('/api/v1/push/subscriptions').send(subscription(browser)).expect(401);
    const cases: [unknown, RegExp][] = [
      [{ endpoint: 'ftp://push.example/abc', keys: browser.keys }, /endpoint must be the https address/],
      [{ endpoint: 'not a url', keys: browser.keys }, /endpoint must be the https address/],
      [{ endpoint: browser.endpoint.replace('https:', 'http:'), keys: browser.keys }, /endpoint must be the https address/],
      [{ endpoint: browser.endpoint }, /keys must hold p256dh and auth/],
      [{ endpoint: browser.endpoint, keys: { p256dh: 'has spaces in it', auth: browser.keys.auth } }, /keys.p256dh must be the key/],
      [{ endpoint: 'https://push.example/' + 'a'.repeat(600), keys: browser.keys }, /endpoint must be at most 500 characters/],
    ];
    for (const [body, message] of cases) {
      const answer = await t
        .http()
        .post('/api/v1/push/subscriptions')
        .set(auth(token))
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(answer.body)).toMatch(message);
    }
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: browser.endpoint })).toBe(0);
  });
});
