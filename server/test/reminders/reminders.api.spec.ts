import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { MessagePreferences } from '../../src/messages/message-preferences.service';
import { MessageReceipt } from '../../src/messages/message-receipt.entity';
import { MessagesService } from '../../src/messages/messages.service';
import { CustomerReminders } from '../../src/reminders/customer-reminders.service';
import { createDish, createSchedule } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { CaughtMail } from '../support/mail-catcher';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('drop announcements and reminders', () => {
  let t: TestApp;
  let reminders: CustomerReminders;

  beforeEach(async () => {
    t = await startTestApp();
    await pauseJobs(t, 'customer-reminders', 'notify-waitlists');
    reminders = t.app.get(CustomerReminders);
  });
  afterEach(async () => t?.close());

  async function subscriber() {
    const customer = await createUser(t);
    await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(customer.token))
      .send({ topics: [{ topic: 'NEW_DROPS', email: true, inApp: true }] })
      .expect(200);
    return customer;
  }

  const mailsTo = (email: string, subject: string): CaughtMail[] =>
    t.mail.messages.filter((mail) => mail.to.includes(email) && mail.subject === subject);

  it('sends new-drop subscribers one digest per cook date, once its dishes settle, however often it is edited', async () => {
    const fan = await subscriber();
    const other = await createUser(t);
    const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 3);
    const [dal, roti] = [
      await createDish(t, { name: 'Dal Tadka', pricePaise: 18000 }),
      await createDish(t, { name: 'Butter Roti', pricePaise: 3000 }),
    ];
    await createSchedule(t, dal.id, { cookDate });
    await createSchedule(t, roti.id, { cookDate });

    // Dishes were added just now: the kitchen may still be adding more.
    expect(await reminders.announceDrops()).toBe(0);
    t.clock.advance(11 * 60_000);
    expect(await reminders.announceDrops()).toBe(1);
    const subject = `New drop for ${new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${cookDate}T00:00:00Z`))}`;
    const digest = await t.mail.waitFor(fan.user.email, new RegExp(`^${subject}$`));
    expect(digest.text).toContain('We are cooking Butter Roti (₹30), Dal Tadka (₹180).');
    expect(digest.text).toContain('Order by 10:00 am on');
    expect(digest.text).toContain('pickup 12:30 pm to 2:30 pm');
    expect(digest.headers.get('list-unsubscribe')).toMatch(/messages\/unsubscribe\?token=/);
    const inApp = await t.http().get('/api/v1/messages').set(auth(fan.token)).expect(200);
    expect(inApp.body.data).toEqual([expect.objectContaining({ topic: 'NEW_DROPS', title: subject, link: '/menu' })]);

    // The admin adds a dish and edits: no second digest.
    await createSchedule(t, (await createDish(t)).id, { cookDate });
    t.clock.advance(11 * 60_000);
    expect(await reminders.announceDrops()).toBe(0);
    await sleep(1200);
    expect(mailsTo(fan.user.email, subject)).toHaveLength(1);
    expect(t.mail.messages.filter((mail) => mail.to.includes(other.user.email))).toEqual([]);
  });

  it('warns subscribers who have not ordered an hour before the cook date closes', async () => {
    const ordered = await subscriber();
    const waiting = await subscriber();
    const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 1);
    const schedule = await createSchedule(t, (await createDish(t)).id, { cookDate });
    await placeOrder(t, ordered.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);

    t.clock.travelTo(new Date(zonedTime(cookDate, '10:00', t.config.kitchenTimeZone).getTime() - 2 * 3_600_000));
    expect(await reminders.warnClosingSoon()).toBe(0);
    t.clock.advance(75 * 60_000);
    expect(await reminders.warnClosingSoon()).toBe(1);
    expect(await reminders.warnClosingSoon()).toBe(0);
    const warning = await t.mail.waitFor(waiting.user.email, /^Ordering for .* closes soon$/);
    expect(warning.text).toContain('close at 10:00 am');
    await sleep(500);
    expect(t.mail.messages.filter((mail) => mail.to.includes(ordered.user.email) && /closes soon/.test(mail.subject))).toEqual([]);
  });

  it('reminds a customer of the pickup, and asks for a review a day after delivery, once each', async () => {
    const { user, token } = await createUser(t);
    const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 1);
    const schedule = await createSchedule(t, (await createDish(t)).id, { cookDate });
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const { id, orderRefId } = placed.body.data;

    expect(await reminders.remindPickups()).toBe(0);
    t.clock.travelTo(zonedTime(cookDate, '12:00', t.config.kitchenTimeZone));
    expect(await reminders.remindPickups()).toBe(1);
    expect(await reminders.remindPickups()).toBe(0);
    const reminder = await t.mail.waitFor(user.email, new RegExp(`^Pickup at 12:30 pm: order ${orderRefId}$`));
    expect(reminder.text).toContain(`/profile/order/${orderRefId}`);

    await t
      .http()
      .put(`/api/v1/admin/orders/${id}`)
      .set(auth(await adminToken(t)))
      .send({ status: 'DELIVERED' })
      .expect(200);
    expect(await reminders.askForReviews()).toBe(0);
    t.clock.advance(25 * 3_600_000);
    expect(await reminders.askForReviews()).toBe(1);
    expect(await reminders.askForReviews()).toBe(0);
    const ask = await t.mail.waitFor(user.email, new RegExp(`^How was your order ${orderRefId}\\?$`));
    expect(ask.text).toContain(`/profile/order/${orderRefId}`);
  });

  it('neither repeats nor skips anyone when a pass fails half-way', async () => {
    const customers = [await createUser(t), await createUser(t)];
    const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 1);
    const schedule = await createSchedule(t, (await createDish(t)).id, { cookDate, availableQty: 10 });
    const refs: string[] = [];
    for (const customer of customers)
      refs.push((await placeOrder(t, customer.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data.orderRefId);
    t.clock.travelTo(zonedTime(cookDate, '12:00', t.config.kitchenTimeZone));

    const messages = t.app.get(MessagesService);
    const real = messages.announceWithin.bind(messages);
    let calls = 0;
    const failing = jest.spyOn(messages, 'announceWithin').mockImplementation(async (manager, announcement, userIds) => {
      calls += 1;
      const written = await real(manager, announcement, userIds);
      // The database goes away after the second customer's message was written, before its commit.
      if (calls === 2) throw new Error('connection lost');
      return written;
    });
    await expect(reminders.remindPickups()).rejects.toThrow('connection lost');
    failing.mockRestore();

    expect(await reminders.remindPickups()).toBe(1);
    await sleep(1500);
    for (const [index, customer] of customers.entries()) {
      expect(
        t.mail.messages.filter(
          (mail) =>
            mail.to.includes(customer.user.email) && mail.subject.includes(`order ${refs[index]}`) && mail.subject.startsWith('Pickup'),
        ),
      ).toHaveLength(1);
    }
  });

  it("tells each customer once when another instance's pass tells them between this pass's look and its write", async () => {
    // A second instance on the same database whose pass runs beside this one's with no lease (as after a crash).
    const second = await startTestApp({}, t.database);
    try {
      await pauseJobs(second, 'customer-reminders', 'notify-waitlists');
      const customers = [await createUser(t), await createUser(t)];
      const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 1);
      const schedule = await createSchedule(t, (await createDish(t)).id, { cookDate, availableQty: 10 });
      for (const customer of customers) await placeOrder(t, customer.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
      const pickupComing = zonedTime(cookDate, '12:00', t.config.kitchenTimeZone);
      t.clock.travelTo(pickupComing);
      second.clock.travelTo(pickupComing);

      // This pass has found the first customer untold; before it writes, the other pass tells both and commits.
      const preferences = t.app.get(MessagePreferences);
      const choicesFor = preferences.choicesFor.bind(preferences);
      let toldByOther = 0;
      jest.spyOn(preferences, 'choicesFor').mockImplementationOnce(async (...args) => {
        toldByOther = await second.app.get(CustomerReminders).remindPickups();
        return choicesFor(...args);
      });
      expect(await reminders.remindPickups()).toBe(0);
      expect(toldByOther).toBe(2);

      const receipts = await t.dataSource.getRepository(MessageReceipt).find();
      expect(receipts.map((receipt) => receipt.userId).sort((a, b) => a - b)).toEqual(
        customers.map((customer) => customer.user.id).sort((a, b) => a - b),
      );
      await sleep(1500);
      for (const customer of customers) {
        const pickupMails = [...t.mail.messages, ...second.mail.messages].filter(
          (mail) => mail.to.includes(customer.user.email) && mail.subject.startsWith('Pickup'),
        );
        expect(pickupMails).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('lets a customer subscribe to new drops when registering', async () => {
    await t
      .http()
      .post('/api/v1/auth/register')
      .send({ name: 'Meera', email: 'meera@example.test', phone: '9876543210', password: 'Secret@123', newDrops: true })
      .expect(201);
    const otp = await t.mail.codeFor('meera@example.test');
    const verified = await t.http().post('/api/v1/auth/verify-email').send({ email: 'meera@example.test', otp }).expect(200);
    const settings = await t.http().get('/api/v1/messages/preferences').set(auth(verified.body.data.token)).expect(200);
    expect(settings.body.data[0]).toMatchObject({ topic: 'NEW_DROPS', email: true, inApp: true });
    const refused = await t
      .http()
      .post('/api/v1/auth/register')
      .send({ name: 'Ravi', email: 'ravi@example.test', phone: '9876543210', password: 'Secret@123', newDrops: 'yes' })
      .expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'newDrops', message: 'newDrops must be true or false' });
  });
});
