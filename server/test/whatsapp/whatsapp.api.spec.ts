import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MessagesService } from '../../src/messages/messages.service';
import { OutboxMail } from '../../src/orders/messages/outbox-mail.entity';
import { OrderMailWorker } from '../../src/orders/messages/order-mail-worker';
import { dropDigest } from '../../src/reminders/drop-digest';
import { CustomerReminders } from '../../src/reminders/customer-reminders.service';
import { addDays, formatDisplayDate, localDate, zonedTime } from '../../src/common/kitchen-time';
import { ScheduleStockService } from '../../src/schedules/schedule-stock.service';
import { User } from '../../src/users/user.entity';
import { WhatsAppConsentChange } from '../../src/whatsapp/whatsapp-consent-change.entity';
import { WhatsAppMessage } from '../../src/whatsapp/whatsapp-message.entity';
import { WhatsAppOutboxWorker } from '../../src/whatsapp/whatsapp-outbox-worker';
import { bearer } from '../factories/catalogue-helpers';
import { createDish, createOrderableDish, createSchedule } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { FakeGraphApi } from '../support/fake-graph-api';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';

const uniquePhone = () => `91${randomInt(6_000_000_000, 9_999_999_999)}`;

describe('WhatsApp channel (against a fake Cloud API)', () => {
  const graph = new FakeGraphApi();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    await graph.start();
    t = await startTestApp({ ...graph.siteEnv(), SITE_URL: 'https://kitchen.example.in' });
    await pauseJobs(t, 'notify-waitlists', 'customer-reminders');
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await graph.stop();
  });

  /** A customer with their own number, WhatsApp on (unless `on` is false), in `language`. */
  async function customer(options: { on?: boolean; language?: 'en' | 'hi' } = {}): Promise<{ user: User; token: string; phone: string }> {
    const phone = uniquePhone();
    const { user, token } = await createUser(t, { phone, language: options.language ?? 'en' });
    if (options.on !== false) {
      await t.http().put('/api/v1/profile/whatsapp').set(bearer(token)).send({ on: true, source: 'PROFILE' }).expect(200);
    }
    return { user, token, phone };
  }

  async function orderOnce(token: string, extra: Record<string, unknown> = {}): Promise<{ id: string; orderRefId: string }> {
    const { schedule } = await createOrderableDish(t, { name: `Dal ${randomInt(1000, 9999)}`, nameHi: 'दाल' });
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], undefined, extra).expect(201);
    return placed.body.data;
  }

  const messagesOf = (phone: string) => t.dataSource.getRepository(WhatsAppMessage).find({ where: { phone }, order: { id: 'ASC' } });
  const sentTo = (phone: string, count: number, timeoutMs = 5000) =>
    waitFor(
      async () => graph.sentTo(phone),
      (sent) => sent.length >= count,
      timeoutMs,
    );

  function deliver(payload: object, signature?: string) {
    const body = JSON.stringify(payload);
    return t
      .http()
      .post('/api/v1/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signature ?? graph.sign(body))
      .send(body);
  }

  describe('consent', () => {
    it('needs a phone, records when and where it was given, and sends nothing without it', async () => {
      const { token: noPhone } = await createUser(t, { phone: null });
      const refused = await t.http().put('/api/v1/profile/whatsapp').set(bearer(noPhone)).send({ on: true, source: 'PROFILE' }).expect(400);
      expect(refused.body).toMatchObject({ code: 'WHATSAPP_NO_PHONE' });

      const { user, token, phone } = await customer({ on: false });
      const before = await t.http().get('/api/v1/profile/whatsapp').set(bearer(token)).expect(200);
      expect(before.body.data).toEqual({
        phone,
        on: false,
        topics: { orderUpdates: false, drops: false, reminders: false },
        consentedAt: null,
        source: null,
      });
      const order = await orderOnce(token);
      await t.mail.waitFor(user.email, new RegExp(`Order ${order.orderRefId} received`));
      expect(graph.sentTo(phone)).toEqual([]);

      const on = await t.http().put('/api/v1/profile/whatsapp').set(bearer(token)).send({ on: true, source: 'CHECKOUT' }).expect(200);
      expect(on.body.data).toMatchObject({
        on: true,
        topics: { orderUpdates: true, drops: false, reminders: true },
        source: 'CHECKOUT',
        consentedAt: expect.stringMatching(/^\d{4}-/),
      });
      const bad = await t.http().put('/api/v1/profile/whatsapp').set(bearer(token)).send({ on: 'yes', source: 'WHATSAPP' }).expect(400);
      expect(bad.body.message).toBe('on must be true or false');
      await t
        .http()
        .put('/api/v1/profile/whatsapp')
        .set(bearer(token))
        .send({ on: true, topics: { drops: true }, source: 'PROFILE' })
        .expect(200);
      const changes = await t.dataSource.getRepository(WhatsAppConsentChange).findBy({ userId: user.id });
      expect(changes.map(({ optedIn, source, phone: number }) => ({ optedIn, source, number }))).toEqual([
        { optedIn: true, source: 'CHECKOUT', number: phone },
      ]);
    });

    it('takes the box on the sign-up form as consent for the number entered', async () => {
      const email = `wa-${randomInt(1e9)}@example.test`;
      await t
        .http()
        .post('/api/v1/auth/register')
        .send({ name: 'Asha Verma', email, phone: '98765 12345', password: 'Secret@123', whatsapp: true })
        .expect(201);
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
      const changes = await t.dataSource.getRepository(WhatsAppConsentChange).findBy({ userId: user.id });
      expect(changes).toEqual([expect.objectContaining({ phone: '919876512345', optedIn: true, source: 'SIGN_UP' })]);
    });
  });

  describe('order updates', () => {
    it("go on WhatsApp in the account's language instead of e-mail: placed, ready and cancelled", async () => {
      const { token, phone } = await customer({ language: 'hi' });
      const order = await orderOnce(token);
      const [placed] = await sentTo(phone, 1);
      expect(placed.template).toMatchObject({ name: 'order_placed', language: 'hi' });
      expect(placed.template!.variables[1]).toBe(order.orderRefId);
      expect(placed.template!.variables[2]).toBe('2 × दाल');
      const row = await t.dataSource.getRepository(OutboxMail).findOneByOrFail({ orderId: order.id, kind: 'PLACED' });
      expect(row).toMatchObject({ lastError: 'sent on WhatsApp', sentAt: expect.any(Date) });

      await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(bearer(admin)).send({ status: 'READY' }).expect(200);
      const [, ready] = await sentTo(phone, 2);
      expect(ready.template).toMatchObject({ name: 'order_ready', language: 'hi' });
      expect(ready.template!.variables[3]).toMatch(/^पिकअप पर देय राशि: ₹/);

      const { token: other, phone: otherPhone } = await customer();
      const second = await orderOnce(other);
      await sentTo(otherPhone, 1);
      await t.http().post(`/api/v1/orders/${second.id}/cancel`).set(bearer(other)).expect(200);
      const [, cancelled] = await sentTo(otherPhone, 2);
      expect(cancelled.template).toMatchObject({ name: 'order_cancelled', language: 'en' });
      expect(cancelled.template!.variables[2]).toMatch(/^Nothing is due/);
    });

    it('send a link to pay an online order still unpaid a few minutes after it was placed', async () => {
      const { token, phone } = await customer();
      const order = await orderOnce(token, { paymentMethod: 'ONLINE' });
      const due = await t.dataSource.getRepository(OutboxMail).findOneByOrFail({ orderId: order.id, kind: 'PAYMENT_DUE' });
      expect(due.nextAttemptAt.getTime() - due.createdAt.getTime()).toBe(3 * 60_000);
      await t.dataSource.getRepository(OutboxMail).update({ id: due.id }, { nextAttemptAt: new Date() });
      t.app.get(OrderMailWorker).drainSoon();
      const [link] = await sentTo(phone, 1);
      expect(link.template).toMatchObject({ name: 'order_payment_due' });
      expect(link.template!.variables[3]).toBe(`https://kitchen.example.in/profile/order/${order.orderRefId}`);
    });

    it('fall back to e-mail when the number is not on WhatsApp', async () => {
      const { user, token, phone } = await customer();
      graph.markNotOnWhatsApp(phone);
      const order = await orderOnce(token);
      await t.mail.waitFor(user.email, new RegExp(`Order ${order.orderRefId} received`));
      // The outbox records the fallback once the mail is handed over, so the catcher can see the mail first.
      const [message] = await waitFor(
        () => messagesOf(phone),
        ([row]) => row?.fallback === 'EMAIL_SENT',
      );
      expect(message).toMatchObject({ template: 'order_placed', status: 'FAILED', errorCode: 131026, fallback: 'EMAIL_SENT' });
    });

    it("fall back to e-mail once when Meta's status says failed, however often it says so", async () => {
      const { user, token, phone } = await customer();
      const order = await orderOnce(token);
      const [sent] = await sentTo(phone, 1);
      await waitFor(
        () => messagesOf(phone),
        ([row]) => row?.status === 'SENT' && row.sentAt !== null,
      );
      const failed = graph.status(sent.id, 'failed', { code: 131026, title: 'Message undeliverable' });
      await Promise.all([deliver(failed).expect(200), deliver(failed).expect(200)]);
      await t.mail.waitFor(user.email, new RegExp(`Order ${order.orderRefId} received`));
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(t.mail.messages.filter((mail) => mail.to.includes(user.email) && mail.subject.includes(order.orderRefId))).toHaveLength(1);
      expect((await messagesOf(phone))[0]).toMatchObject({ status: 'FAILED', errorCode: 131026, fallback: 'EMAIL_SENT' });
    });

    it('are retried after 429 and 5xx answers, and sent once', async () => {
      const { token, phone } = await customer();
      graph.throttle(1);
      graph.fail(1);
      await orderOnce(token);
      await sentTo(phone, 1, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(graph.sentTo(phone)).toHaveLength(1);
      const [row] = await messagesOf(phone);
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    });

    it('are sent once when two instances share the database', async () => {
      const second = await startTestApp(graph.siteEnv(), t.database);
      try {
        const people = await Promise.all([customer(), customer(), customer(), customer()]);
        await Promise.all(people.map(({ token }) => orderOnce(token)));
        for (const { phone } of people) await sentTo(phone, 1);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        for (const { phone } of people) expect(graph.sentTo(phone)).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });

  describe('statuses', () => {
    it('only ever move a message forward, whatever order and however often they come', async () => {
      const { token, phone } = await customer();
      await orderOnce(token);
      const [sent] = await sentTo(phone, 1);
      await waitFor(
        () => messagesOf(phone),
        ([row]) => row?.status === 'SENT',
      );
      await deliver(graph.status(sent.id, 'read')).expect(200);
      await deliver(graph.status(sent.id, 'delivered')).expect(200);
      await deliver(graph.status(sent.id, 'delivered')).expect(200);
      await deliver(graph.status(sent.id, 'sent')).expect(200);
      expect((await messagesOf(phone))[0]).toMatchObject({ status: 'READ' });
    });
  });

  describe('incoming messages', () => {
    it('answers MENU with the dates, dishes and portions left, and takes each message id once', async () => {
      const { phone } = await customer({ language: 'hi' });
      await createOrderableDish(t, { name: 'Rajma Chawal', nameHi: 'राजमा चावल', pricePaise: 18000 }, { availableQty: 7 });
      const menu = graph.incoming(phone, 'मेनू');
      await deliver(menu).expect(200);
      await deliver(menu).expect(200);
      const [reply] = await sentTo(phone, 1);
      expect(reply.text).toContain('राजमा चावल ₹180 — 7 बचे');
      expect(reply.text).toContain('https://kitchen.example.in/menu');
      const rows = await messagesOf(phone);
      expect(rows.filter((row) => row.direction === 'IN')).toHaveLength(1);
    });

    it('sends the auto-reply once in a while, however many lines the customer writes', async () => {
      const { phone } = await customer();
      await t
        .http()
        .put('/api/v1/admin/whatsapp/settings')
        .set(bearer(admin))
        .send({ autoReply: 'We cook till 9 pm. Write MENU.' })
        .expect(200);
      await deliver(graph.incoming(phone, 'Hello, is the biryani spicy?')).expect(200);
      await deliver(graph.incoming(phone, 'And do you deliver?')).expect(200);
      const [reply] = await sentTo(phone, 1);
      expect(reply.text).toBe('We cook till 9 pm. Write MENU.');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(graph.sentTo(phone)).toHaveLength(1);
    });

    it('STOP (or बंद करें) stops messages at once, START turns them back on', async () => {
      const { user, token, phone } = await customer();
      await deliver(graph.incoming(phone, 'STOP')).expect(200);
      const [stopped] = await sentTo(phone, 1);
      expect(stopped.text).toBe('You will get no more WhatsApp messages from the kitchen. Reply START to turn them back on.');
      expect((await t.http().get('/api/v1/profile/whatsapp').set(bearer(token)).expect(200)).body.data).toMatchObject({ on: false });
      const order = await orderOnce(token);
      await t.mail.waitFor(user.email, new RegExp(`Order ${order.orderRefId} received`));
      expect(graph.sentTo(phone)).toHaveLength(1);

      await deliver(graph.incoming(phone, 'start')).expect(200);
      await sentTo(phone, 2);
      expect((await t.http().get('/api/v1/profile/whatsapp').set(bearer(token)).expect(200)).body.data).toMatchObject({
        on: true,
        source: 'WHATSAPP',
        topics: { orderUpdates: true, reminders: true },
      });
      await deliver(graph.incoming(phone, 'बंद करें')).expect(200);
      expect((await t.http().get('/api/v1/profile/whatsapp').set(bearer(token)).expect(200)).body.data).toMatchObject({ on: false });
    });

    it('STOP also stops a message queued before it', async () => {
      const { user, phone } = await customer();
      const { dish, schedule } = await createOrderableDish(t, { name: 'Masala Dosa' });
      const schedules = [...(await t.app.get(ScheduleStockService).findManyWithDish([schedule.id])).values()];
      const messages = t.app.get(MessagesService);
      const later = new Date(Date.now() + 3_600_000);
      await t.dataSource.transaction(async (manager) => {
        await messages.announceWithin(
          manager,
          {
            ...dropDigest(schedule.cookDate, schedules, t.config.kitchenTimeZone),
            topic: 'PICKUP_REMINDER',
            ref: `held-${dish.id}`,
            whatsapp: { template: 'pickup_reminder', variables: { en: ['HK-1', '12:30 pm'], hi: ['HK-1', '12:30 pm'] } },
          },
          [user.id],
        );
        await manager.getRepository(WhatsAppMessage).update({ phone }, { nextAttemptAt: later });
      });
      await deliver(graph.incoming(phone, 'STOP')).expect(200);
      await sentTo(phone, 1);
      await t.dataSource.getRepository(WhatsAppMessage).update({ phone, template: 'pickup_reminder' }, { nextAttemptAt: new Date() });
      t.app.get(WhatsAppOutboxWorker).drainSoon();
      const [held] = await waitFor(
        () => t.dataSource.getRepository(WhatsAppMessage).findBy({ phone, template: 'pickup_reminder' }),
        ([row]) => row?.status !== 'QUEUED',
      );
      expect(held).toMatchObject({ status: 'SKIPPED', lastError: 'WhatsApp was turned off before it was sent' });
      expect(graph.sentTo(phone).map((message) => message.template?.name ?? 'text')).toEqual(['text']);
    });

    it('refuses a wrong signature (counted), and answers the verification handshake only with the token', async () => {
      const before = (await t.http().get('/api/v1/admin/whatsapp/settings').set(bearer(admin)).expect(200)).body.signatureFailures;
      const forged = await deliver(graph.incoming('919811112222', 'menu'), graph.sign('{}')).expect(401);
      expect(forged.body).toMatchObject({ code: 'WHATSAPP_SIGNATURE_INVALID' });
      await deliver(graph.incoming('919811112222', 'menu'), 'sha256=00').expect(401);
      const after = (await t.http().get('/api/v1/admin/whatsapp/settings').set(bearer(admin)).expect(200)).body.signatureFailures;
      expect(after - before).toBe(2);
      expect(await messagesOf('919811112222')).toEqual([]);

      const handshake = { 'hub.mode': 'subscribe', 'hub.verify_token': graph.verifyToken, 'hub.challenge': '1158201444' };
      const ok = await t.http().get('/api/v1/whatsapp/webhook').query(handshake).expect(200);
      expect(ok.text).toBe('1158201444');
      await t
        .http()
        .get('/api/v1/whatsapp/webhook')
        .query({ ...handshake, 'hub.verify_token': 'guess' })
        .expect(403);
    });
  });

  describe('announcements', () => {
    it('go on WhatsApp to those who chose it there, and by e-mail to the others, never both', async () => {
      const onWhatsApp = await customer();
      await t
        .http()
        .put('/api/v1/profile/whatsapp')
        .set(bearer(onWhatsApp.token))
        .send({ on: true, topics: { drops: true }, source: 'PROFILE' })
        .expect(200);
      const byEmail = await customer({ on: false });
      await t
        .http()
        .put('/api/v1/messages/preferences')
        .set(bearer(byEmail.token))
        .send({ topics: [{ topic: 'NEW_DROPS', email: true, inApp: false }] })
        .expect(200);
      const { schedule } = await createOrderableDish(t, { name: 'Aloo Paratha' });
      const schedules = [...(await t.app.get(ScheduleStockService).findManyWithDish([schedule.id])).values()];
      const announcement = dropDigest(schedule.cookDate, schedules, t.config.kitchenTimeZone);
      const messages = t.app.get(MessagesService);
      const audience = await messages.newDropsAudience();
      expect(audience).toEqual(expect.arrayContaining([onWhatsApp.user.id, byEmail.user.id]));
      await t.app
        .get(DataSource)
        .transaction((manager) => messages.announceWithin(manager, announcement, [onWhatsApp.user.id, byEmail.user.id]));
      messages.sendSoon();
      const [drop] = await sentTo(onWhatsApp.phone, 1);
      expect(drop.template).toMatchObject({ name: 'new_drop', language: 'en' });
      expect(drop.template!.variables[1]).toContain('Aloo Paratha');
      expect(drop.template!.variables[4]).toBe('https://kitchen.example.in/menu');
      await t.mail.waitFor(byEmail.user.email, /New drop/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(t.mail.messages.filter((mail) => mail.to.includes(onWhatsApp.user.email))).toEqual([]);
      expect(graph.sentTo(byEmail.phone)).toEqual([]);
    });
  });

  describe('the console', () => {
    it('lists conversations, shows statuses, replies within 24 hours and refuses after', async () => {
      const { user, phone } = await customer();
      await deliver(graph.incoming(phone, 'Can I pick up at 2?')).expect(200);
      await sentTo(phone, 1);
      const list = await t.http().get('/api/v1/admin/whatsapp/conversations').query({ range: '[0,9]' }).set(bearer(admin)).expect(200);
      expect(list.headers['content-range']).toMatch(/^whatsapp\/conversations 0-\d+\/\d+$/);
      expect(list.body[0]).toMatchObject({ id: phone, customerName: user.name, whatsappOn: true, windowClosesAt: expect.any(String) });

      const reply = await t
        .http()
        .post(`/api/v1/admin/whatsapp/conversations/${phone}/replies`)
        .set(bearer(admin))
        .send({ text: 'Yes, 2 pm is fine.' })
        .expect(201);
      expect(reply.body).toMatchObject({ direction: 'OUT', kind: 'TEXT', body: 'Yes, 2 pm is fine.', status: 'QUEUED' });
      const [, answered] = await sentTo(phone, 2);
      expect(answered.text).toBe('Yes, 2 pm is fine.');
      await deliver(graph.status(answered.id, 'delivered')).expect(200);
      const shown = await t.http().get(`/api/v1/admin/whatsapp/conversations/+${phone}`).set(bearer(admin)).expect(200);
      expect(shown.body.messages.map((message: { direction: string; status: string }) => [message.direction, message.status])).toEqual([
        ['IN', 'RECEIVED'],
        ['OUT', 'SENT'],
        ['OUT', 'DELIVERED'],
      ]);

      t.clock.advance(25 * 3_600_000);
      try {
        const late = await t
          .http()
          .post(`/api/v1/admin/whatsapp/conversations/${phone}/replies`)
          .set(bearer(await adminToken(t)))
          .send({ text: 'Are you coming?' })
          .expect(409);
        expect(late.body).toMatchObject({ code: 'WHATSAPP_WINDOW_CLOSED' });
        expect(late.body.message).toMatch(/^The 24-hour window to reply closed at \d{1,2}:\d{2} [ap]m on /);
      } finally {
        t.clock.reset();
      }
      await t.http().get('/api/v1/admin/whatsapp/conversations/12ab').set(bearer(admin)).expect(400);
      await t.http().get('/api/v1/admin/whatsapp/conversations/911234567890').set(bearer(admin)).expect(404);
      const settings = await t.http().get('/api/v1/admin/whatsapp/settings').set(bearer(admin)).expect(200);
      expect(settings.body).toMatchObject({ id: 'whatsapp', configured: true, customersOn: expect.any(Number) });
      expect(settings.body.customersOn).toBeGreaterThan(0);
    });
  });

  describe('reminders and news from the scheduled jobs', () => {
    it('closing soon to a WhatsApp-only subscriber, then the pickup reminder and the review request', async () => {
      const reminders = t.app.get(CustomerReminders);
      const { token, phone } = await customer();
      await t
        .http()
        .put('/api/v1/profile/whatsapp')
        .set(bearer(token))
        .send({ on: true, topics: { drops: true }, source: 'PROFILE' })
        .expect(200);
      const zone = t.config.kitchenTimeZone;
      const cookDate = addDays(localDate(t.clock.now(), zone), 2);
      const schedule = await createSchedule(t, (await createDish(t, { name: 'Kadhi Chawal' })).id, { cookDate });
      try {
        t.clock.travelTo(new Date(zonedTime(cookDate, '10:00', zone).getTime() - 45 * 60_000));
        await reminders.warnClosingSoon();
        const [closing] = await sentTo(phone, 1);
        expect(closing.template).toMatchObject({ name: 'closing_soon', language: 'en' });
        expect(closing.template!.variables.slice(1)).toEqual([
          '10:00 am on ' + formatDisplayDate(cookDate),
          '12:30 pm to 2:30 pm',
          'https://kitchen.example.in/menu',
        ]);

        const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
        const { id, orderRefId } = placed.body.data as { id: string; orderRefId: string };
        await sentTo(phone, 2);
        t.clock.travelTo(zonedTime(cookDate, '12:00', zone));
        await reminders.remindPickups();
        const [, , pickup] = await sentTo(phone, 3);
        expect(pickup.template).toMatchObject({
          name: 'pickup_reminder',
          variables: [orderRefId, '12:30 pm', `https://kitchen.example.in/profile/order/${orderRefId}`],
        });

        await t
          .http()
          .put(`/api/v1/admin/orders/${id}`)
          .set(bearer(await adminToken(t)))
          .send({ status: 'DELIVERED' })
          .expect(200);
        t.clock.advance(25 * 3_600_000);
        await reminders.askForReviews();
        const [, , , review] = await sentTo(phone, 4);
        expect(review.template).toMatchObject({
          name: 'review_request',
          variables: [orderRefId, `https://kitchen.example.in/profile/order/${orderRefId}`],
        });
      } finally {
        t.clock.reset();
      }
    });
  });
});
