import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { WaitlistService } from '../../src/waitlist/waitlist.service';
import { createDish, createOrderableDish, createSchedule, invalidateMenus } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notify-me waitlists', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await pauseJobs(t, 'notify-waitlists');
  });
  afterAll(async () => t?.close());

  async function soldOutDish() {
    return createOrderableDish(t, {}, { availableQty: 0 });
  }

  async function setPortions(schedule: MenuSchedule, availableQty: number): Promise<void> {
    await t.dataSource.getRepository(MenuSchedule).update({ id: schedule.id }, { availableQty });
    invalidateMenus(t);
  }

  it('lets a customer join a sold-out dish once, see it, and leave it', async () => {
    const { token } = await createUser(t);
    const { dish } = await soldOutDish();

    const joined = await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(201);
    expect(joined.body).toMatchObject({
      success: true,
      message: "We'll let you know when it's back",
      data: { menuItemId: dish.id, notifiedAt: null },
    });
    const again = await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(201);
    expect(again.body.data.joinedAt).toBe(joined.body.data.joinedAt);

    const mine = await t.http().get('/api/v1/waitlist').set(auth(token)).expect(200);
    expect(mine.body.data).toEqual([joined.body.data]);

    await t.http().delete(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(200);
    expect((await t.http().get('/api/v1/waitlist').set(auth(token)).expect(200)).body.data).toEqual([]);
  });

  it('refuses guests, unknown dishes and dishes that can be ordered, changing nothing', async () => {
    const { token } = await createUser(t);
    const { dish } = await createOrderableDish(t);
    await t.http().post(`/api/v1/waitlist/${dish.id}`).expect(401);
    const unknown = await t.http().post('/api/v1/waitlist/99999999').set(auth(token)).expect(404);
    expect(unknown.body.message).toBe('Menu item not found');
    await t.http().post('/api/v1/waitlist/abc').set(auth(token)).expect(404);
    const orderable = await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(409);
    expect(orderable.body).toMatchObject({ code: 'DISH_ORDERABLE', message: 'This dish can be ordered now: add it to your cart instead.' });
    expect(await t.dataSource.getRepository(WaitlistEntry).countBy({ menuItemId: dish.id })).toBe(0);
  });

  it('tells the longest-waiting customers first, about three per freed portion, on the site and by e-mail', async () => {
    const { dish, schedule } = await soldOutDish();
    const waiting: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let index = 0; index < 8; index += 1) {
      const customer = await createUser(t);
      await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(customer.token)).expect(201);
      waiting.push(customer);
      t.clock.advance(1000);
    }
    const waitlist = t.app.get(WaitlistService);
    expect(await waitlist.notifyAvailable()).toBe(0);

    await setPortions(schedule, 2);
    expect(await waitlist.notifyAvailable()).toBe(6);
    // The same portions do not reach anyone else while the first six may still be ordering.
    expect(await waitlist.notifyAvailable()).toBe(0);

    for (const customer of waiting.slice(0, 6)) {
      const mail = await t.mail.waitFor(customer.user.email, new RegExp(`^${dish.name} is back$`));
      expect(mail.text).toContain(`2 portions of ${dish.name} can be ordered now`);
      expect(mail.text).toContain(`/food/${dish.id}`);
      const messages = await t.http().get('/api/v1/messages').set(auth(customer.token)).expect(200);
      expect(messages.body.data).toEqual([
        expect.objectContaining({ topic: 'WAITLIST', title: `${dish.name} is back`, link: `/food/${dish.id}` }),
      ]);
    }
    for (const customer of waiting.slice(6)) {
      expect((await t.http().get('/api/v1/messages').set(auth(customer.token)).expect(200)).body.data).toEqual([]);
    }

    // Half an hour on, the first six no longer count against the portions: the last two are told.
    t.clock.advance(31 * 60_000);
    expect(await waitlist.notifyAvailable()).toBe(2);
    await t.mail.waitFor(waiting[7].user.email, new RegExp(`^${dish.name} is back$`));
    await sleep(300);
    const toFirst = t.mail.messages.filter((mail) => mail.to.includes(waiting[0].user.email));
    expect(toFirst).toHaveLength(1);
  });

  it('tells each waiting customer once when two runs reach for the same dish at once', async () => {
    const { dish, schedule } = await soldOutDish();
    const waiting: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let index = 0; index < 3; index += 1) {
      const customer = await createUser(t);
      await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(customer.token)).expect(201);
      waiting.push(customer);
    }
    await setPortions(schedule, 1);
    const waitlist = t.app.get(WaitlistService);

    const told = await Promise.all([waitlist.notifyAvailable(), waitlist.notifyAvailable(), waitlist.notifyAvailable()]);

    expect(told.reduce((sum, each) => sum + each, 0)).toBe(3);
    const entries = await t.dataSource.getRepository(WaitlistEntry).findBy({ menuItemId: dish.id });
    expect(entries.map((entry) => entry.timesNotified)).toEqual([1, 1, 1]);
    for (const customer of waiting) {
      const messages = await t.http().get('/api/v1/messages').set(auth(customer.token)).expect(200);
      expect(messages.body.data).toHaveLength(1);
    }
  });

  it('takes a customer who orders the dish off its list', async () => {
    const { user, token } = await createUser(t);
    const { dish, schedule } = await soldOutDish();
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(201);
    await setPortions(schedule, 3);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    expect(await t.dataSource.getRepository(WaitlistEntry).countBy({ userId: user.id })).toBe(0);
  });

  it('tells waiting customers when the dish is scheduled again', async () => {
    const { user, token } = await createUser(t);
    const dish = await createDish(t);
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(201);
    await createSchedule(t, dish.id, { availableQty: 5 });
    expect(await t.app.get(WaitlistService).notifyAvailable()).toBeGreaterThanOrEqual(1);
    await t.mail.waitFor(user.email, new RegExp(`^${dish.name} is back$`));
  });

  it('writes nothing to an unverified address and nothing on a channel turned off', async () => {
    const unverified = await createUser(t, { emailVerified: false });
    const siteOnly = await createUser(t);
    await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(siteOnly.token))
      .send({ topics: [{ topic: 'WAITLIST', email: false, inApp: true }] })
      .expect(200);
    const { dish, schedule } = await soldOutDish();
    for (const customer of [unverified, siteOnly]) await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(customer.token)).expect(201);
    await setPortions(schedule, 1);
    expect(await t.app.get(WaitlistService).notifyAvailable()).toBe(2);
    for (const customer of [unverified, siteOnly]) {
      expect((await t.http().get('/api/v1/messages').set(auth(customer.token)).expect(200)).body.data).toHaveLength(1);
    }
    await sleep(1500);
    expect(t.mail.messages.filter((mail) => mail.to.includes(unverified.user.email) || mail.to.includes(siteOnly.user.email))).toEqual([]);
  });

  it('shows admins how many wait for each dish, longest lists first', async () => {
    const { dish: popular } = await soldOutDish();
    const { dish: quiet } = await soldOutDish();
    for (let index = 0; index < 3; index += 1) {
      const { token } = await createUser(t);
      await t.http().post(`/api/v1/waitlist/${popular.id}`).set(auth(token)).expect(201);
      if (index === 0) await t.http().post(`/api/v1/waitlist/${quiet.id}`).set(auth(token)).expect(201);
    }
    const answer = await t
      .http()
      .get('/api/v1/admin/waitlists')
      .set(auth(await adminToken(t)))
      .expect(200);
    const rows = answer.body as { id: number; name: string; waiting: number }[];
    expect(rows.find((row) => row.id === popular.id)).toMatchObject({ name: popular.name, waiting: 3 });
    expect(rows.find((row) => row.id === quiet.id)).toMatchObject({ name: quiet.name, waiting: 1 });
    expect(rows.map((row) => row.waiting)).toEqual([...rows.map((row) => row.waiting)].sort((a, b) => b - a));
    expect(answer.headers['content-range']).toMatch(/^waitlists 0-\d+\/\d+$/);
  });

  it('shows admins who waits for one dish, longest-waiting first, and 404 for an unknown dish', async () => {
    const { dish } = await soldOutDish();
    const first = await createUser(t, { name: 'First Waiter' });
    t.clock.advance(60_000);
    const second = await createUser(t, { name: 'Second Waiter' });
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(first.token)).expect(201);
    t.clock.advance(60_000);
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(second.token)).expect(201);
    const admin = await adminToken(t);
    const answer = await t.http().get(`/api/v1/admin/waitlists/${dish.id}`).set(auth(admin)).expect(200);
    expect(answer.body).toMatchObject({ id: dish.id, name: dish.name, waiting: 2 });
    expect(answer.body.customers).toEqual([
      expect.objectContaining({
        userId: first.user.id,
        name: 'First Waiter',
        email: first.user.email,
        phone: first.user.phone,
        notifiedAt: null,
      }),
      expect.objectContaining({ userId: second.user.id, name: 'Second Waiter' }),
    ]);
    expect(answer.body.firstJoinedAt).toBe(answer.body.customers[0].joinedAt);
    expect((await t.http().get('/api/v1/admin/waitlists/999999').set(auth(admin)).expect(404)).body.code).toBe('MENU_ITEM_NOT_FOUND');
    const { token } = await createUser(t);
    await t.http().get(`/api/v1/admin/waitlists/${dish.id}`).set(auth(token)).expect(403);
    t.clock.reset();
  });
});
