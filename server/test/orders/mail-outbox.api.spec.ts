import { CartService } from '../../src/cart/cart.service';
import { addDays, localDate } from '../../src/common/kitchen-time';
import { MailService } from '../../src/mail/mail.service';
import { Order } from '../../src/orders/order.entity';
import { OutboxMail } from '../../src/orders/messages/outbox-mail.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApp, TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every outbox row of `orderIds` is marked sent, and answers the rows. */
async function sentRows(t: TestApp, orderIds: string[], timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.dataSource.getRepository(OutboxMail).find({ where: orderIds.map((orderId) => ({ orderId })) });
    if (rows.length >= orderIds.length && rows.every((row) => row.sentAt)) return rows;
    if (Date.now() > deadline) throw new Error(`Outbox rows not all sent: ${JSON.stringify(rows)}`);
    await sleep(50);
  }
}

describe('order e-mails go through the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("writes the placed e-mail as an outbox row in the order's transaction and sends it once, unchanged", async () => {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const { id, orderRefId } = placed.body.data;

    const mail = await t.mail.waitFor(user.email, new RegExp(`^Order ${orderRefId} received$`));
    expect(mail.text).toContain(`we have received your order ${orderRefId}`);
    const [row] = await sentRows(t, [id]);
    expect(row).toMatchObject({ orderId: id, kind: 'PLACED', attempts: 0, lockOwner: null, lastError: null });
    await sleep(1500);
    expect(t.mail.messages.filter((message) => message.subject === `Order ${orderRefId} received`)).toHaveLength(1);
  });

  it("writes the e-mail in the customer account's language: Hindi for a Hindi account", async () => {
    const { user, token } = await createUser(t, { language: 'hi' });
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const { orderRefId } = placed.body.data;

    const mail = await t.mail.waitFor(user.email, new RegExp(`^ऑर्डर ${orderRefId} मिल गया$`));
    expect(mail.text).toContain('आपके ऑर्डर के लिए धन्यवाद!');
    expect(mail.text).toContain(`हमें आपका ऑर्डर ${orderRefId} मिल गया है।`);
    expect(mail.text).toMatch(/कुल ₹\d+\.\d{2} \(पिकअप पर नकद\)/);
    expect(mail.html).toContain('पिकअप:');
    expect(mail.text).not.toContain('Thank you for your order');
  });

  it('tells the customer their order was cancelled, whoever cancelled it, in their language', async () => {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
    const asha = await createUser(t);
    const mine = (await placeOrder(t, asha.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
    await t.http().post(`/api/v1/orders/${mine.id}/cancel`).set('Authorization', `Bearer ${asha.token}`).expect(200);
    const byCustomer = await t.mail.waitFor(asha.user.email, new RegExp(`^Order ${mine.orderRefId} cancelled$`));
    expect(byCustomer.text).toContain(`as you asked, we have cancelled your order ${mine.orderRefId}.`);
    expect(byCustomer.text).toMatch(/Nothing is due: the ₹\d+\.\d{2} was to be paid at pickup\./);

    const ravi = await createUser(t, { language: 'hi' });
    const theirs = (await placeOrder(t, ravi.token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201)).body.data;
    const admin = await adminToken(t);
    await t
      .http()
      .put(`/api/v1/admin/orders/${theirs.id}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'CANCELLED' })
      .expect(200);
    const byKitchen = await t.mail.waitFor(ravi.user.email, new RegExp(`^ऑर्डर ${theirs.orderRefId} रद्द हो गया$`));
    expect(byKitchen.text).toContain(`किचन को आपका ऑर्डर ${theirs.orderRefId} रद्द करना पड़ा।`);
    await sentRows(t, [mine.id, theirs.id]);
    const cancellations = t.mail.messages.filter(
      (message) => message.subject.includes(mine.orderRefId) || message.subject.includes(theirs.orderRefId),
    );
    expect(cancellations.map((message) => message.subject).sort()).toEqual([
      `Order ${mine.orderRefId} cancelled`,
      `Order ${mine.orderRefId} received`,
      `ऑर्डर ${theirs.orderRefId} मिल गया`,
      `ऑर्डर ${theirs.orderRefId} रद्द हो गया`,
    ]);
  });

  it('lists the pickups of an order on two cook dates earliest first', async () => {
    const futureDate = (days: number) => addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), days);
    const later = await createOrderableDish(t, { name: 'Later Dal' }, { cookDate: futureDate(3) });
    const sooner = await createOrderableDish(t, { name: 'Sooner Rice' }, { cookDate: futureDate(2) });
    const { user, token } = await createUser(t);
    const placed = await placeOrder(t, token, [
      { menuScheduleId: later.schedule.id, quantity: 1 },
      { menuScheduleId: sooner.schedule.id, quantity: 1 },
    ]).expect(201);
    const mail = await t.mail.waitFor(user.email, new RegExp(`^Order ${placed.body.data.orderRefId} received$`));
    const pickup = /Pickup: (.*)\./.exec(mail.text)![1];
    const [first, second] = pickup.split('; ');
    expect(new Date(first.split(',')[0]).getTime()).toBeLessThan(new Date(second.split(',')[0]).getTime());
    expect(first).toMatch(/^\d{2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) – \d{1,2}:\d{2} (am|pm)$/);
  });

  it("writes no outbox row when the order's transaction rolls back", async () => {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    // Fails the last step of the order's transaction, after the order and its outbox row were written.
    const failing = jest.spyOn(t.app.get(CartService), 'clearWithin').mockRejectedValueOnce(new Error('disk went away'));
    const before = await t.dataSource.getRepository(OutboxMail).count();
    try {
      const answer = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]);
      expect(answer.status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await t.dataSource.getRepository(Order).countBy({ userId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(OutboxMail).count()).toBe(before);
  });

  it('sends each e-mail exactly once when two instances share the database', async () => {
    const second = await startTestApp({}, t.database);
    try {
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 50 });
      const placed: { id: string; orderRefId: string }[] = [];
      for (let index = 0; index < 8; index += 1) {
        const app = index % 2 === 0 ? t : second;
        const { token } = await createUser(app);
        const answer = await placeOrder(app, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
        placed.push(answer.body.data);
      }
      await sentRows(
        t,
        placed.map((order) => order.id),
      );
      await sleep(1500);
      const subjects = [...t.mail.messages, ...second.mail.messages].map((message) => message.subject);
      for (const order of placed) expect(subjects.filter((subject) => subject === `Order ${order.orderRefId} received`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('order e-mails while the mail server is down', () => {
  it('places the order anyway and delivers its e-mail once the mail server is back', async () => {
    const t = await startTestApp();
    const port = Number(new URL(t.config.smtpUrl!).port);
    const revived = new MailCatcher();
    try {
      const { user, token } = await createUser(t);
      const { schedule } = await createOrderableDish(t);
      await t.mail.stop();
      const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
      const { id, orderRefId } = placed.body.data;

      await sleep(1500);
      const waiting = await t.dataSource.getRepository(OutboxMail).findOneByOrFail({ orderId: id });
      expect(waiting.sentAt).toBeNull();
      expect(waiting.attempts).toBeGreaterThanOrEqual(1);
      expect(waiting.lastError).toBeTruthy();

      await revived.start(port);
      const mail = await revived.waitFor(user.email, new RegExp(`^Order ${orderRefId} received$`), 15_000);
      expect(mail.text).toContain(orderRefId);
      const [row] = await sentRows(t, [id]);
      expect(row.lastError).toBeNull();
      expect(revived.messages.filter((message) => message.subject === `Order ${orderRefId} received`)).toHaveLength(1);
    } finally {
      await t.app.close();
      await revived.stop();
      await t.database.drop();
    }
  });
});

describe('SMTP pool', () => {
  it('sends several messages over one SMTP connection', async () => {
    const t = await startTestApp();
    try {
      const mail = t.app.get(MailService);
      for (let index = 0; index < 5; index += 1) {
        await mail.send({ to: 'pool@kitchen.test', subject: `Pooled ${index}`, text: 'hello', html: '<p>hello</p>' });
      }
      expect(t.mail.messages.filter((message) => message.subject.startsWith('Pooled '))).toHaveLength(5);
      expect(t.mail.connections).toBe(1);
    } finally {
      await t.close();
    }
  });
});
