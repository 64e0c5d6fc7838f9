import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY = 86_400_000;

describe('drops: copying a cook date to another day', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  const today = () => localDate(t.clock.now(), t.config.kitchenTimeZone);
  const at = (cookDate: string, time: string) => zonedTime(cookDate, time, t.config.kitchenTimeZone).toISOString();
  const copy = (body: Record<string, unknown>) => t.http().post('/api/v1/admin/drops/copy').set(auth(admin)).send(body);

  it('copies each dish a week on with its times, starting portions, limit and slot plan, and says which it skipped', async () => {
    const cookDate = addDays(today(), 1);
    const dosa = await createOrderableDish(t, { name: 'Copy Dosa' }, { cookDate, availableQty: 20, maxPerCustomer: 3 });
    const idli = await createOrderableDish(t, { name: 'Copy Idli' }, { cookDate, availableQty: 5 });
    await createOrderableDish(t, { name: 'Copy Upma' }, { cookDate, status: 'CANCELLED' });
    await t
      .http()
      .put(`/api/v1/admin/pickup-plans/${cookDate}`)
      .set(auth(admin))
      .send({ slotMinutes: 20, maxOrdersPerSlot: 6 })
      .expect(200);
    const { token } = await createUser(t);
    const slots = async () => (await t.http().get('/api/v1/checkout/pickup-slots').set(auth(token)).expect(200)).body.data[0].slots;
    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: dosa.schedule.id, quantity: 2 }).expect(200);
    const [first] = await slots();
    await placeOrder(t, token, [{ menuScheduleId: dosa.schedule.id, quantity: 2 }], undefined, {
      pickupSlots: [{ cookDate, from: first.from }],
    }).expect(201);
    const cancelled = await placeOrder(t, token, [{ menuScheduleId: idli.schedule.id, quantity: 1 }], undefined, {
      pickupSlots: [{ cookDate, from: first.from }],
    }).expect(201);
    await t.http().post(`/api/v1/orders/${cancelled.body.data.id}/cancel`).set(auth(token)).expect(200);

    // The drop is over; the cook copies it to a week after it.
    t.clock.advance(3 * DAY);
    admin = await adminToken(t);
    const target = addDays(cookDate, 7);
    const answer = await copy({ fromDate: cookDate, toDate: target }).expect(200);
    expect(answer.body).toMatchObject({ fromDate: cookDate, toDate: target, skipped: [], pickupPlanCopied: true });
    expect(answer.body.created).toEqual([
      expect.objectContaining({
        menuName: 'Copy Dosa',
        cookDate: target,
        orderCutoffAt: at(target, '10:00'),
        pickupFrom: at(target, '12:30'),
        pickupTo: at(target, '14:30'),
        availableQty: 20,
        heldQty: 0,
        maxPerCustomer: 3,
        status: 'PUBLISHED',
      }),
      expect.objectContaining({ menuName: 'Copy Idli', cookDate: target, availableQty: 5, maxPerCustomer: null }),
    ]);
    const plan = await t.http().get(`/api/v1/admin/pickup-plans/${target}`).set(auth(admin)).expect(200);
    expect(plan.body).toMatchObject({ slotMinutes: 20, maxOrdersPerSlot: 6 });

    // Copying to the same day again: both dishes are on that date already, so each is skipped with the reason; the
    // week after is free, though the source date is still selling.
    const again = await copy({ fromDate: cookDate, toDate: target }).expect(200);
    expect(again.body.created).toEqual([]);
    expect(again.body.skipped).toEqual([
      { menuId: dosa.dish.id, menuName: 'Copy Dosa', reason: expect.stringMatching(/^This item is already scheduled on /) },
      { menuId: idli.dish.id, menuName: 'Copy Idli', reason: expect.stringMatching(/^This item is already scheduled on /) },
    ]);
    const nextWeek = await copy({ fromDate: cookDate, toDate: addDays(target, 7) }).expect(200);
    expect(nextWeek.body.created.map((schedule: { menuName: string }) => schedule.menuName)).toEqual(['Copy Dosa', 'Copy Idli']);
  });

  it('refuses the same day, a day that has passed, an empty cook date and dates that are not dates, creating nothing', async () => {
    const before = (await t.http().get('/api/v1/admin/menu-schedules?filter={"date":"all"}').set(auth(admin)).expect(200)).headers[
      'content-range'
    ];
    expect((await copy({ fromDate: today(), toDate: today() }).expect(400)).body.code).toBe('DROP_SAME_DAY');
    const past = await copy({ fromDate: today(), toDate: addDays(today(), -1) }).expect(400);
    expect(past.body).toMatchObject({
      code: 'DROP_TARGET_PAST',
      message: expect.stringMatching(/has passed: copy to today or a later day\.$/),
    });
    const empty = await copy({ fromDate: '2031-03-03', toDate: '2031-03-10' }).expect(404);
    expect(empty.body).toMatchObject({
      code: 'DROP_EMPTY',
      message: 'No dishes are scheduled on 03 Mar 2031, so there is nothing to copy.',
    });
    const invalid = await copy({ fromDate: '2031-02-30', toDate: 'next week' }).expect(400);
    expect(invalid.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'fromDate must be a real date written as YYYY-MM-DD',
      'toDate must be a real date written as YYYY-MM-DD',
    ]);
    await t
      .http()
      .post('/api/v1/admin/drops/copy')
      .send({ fromDate: today(), toDate: addDays(today(), 7) })
      .expect(401);
    const after = (await t.http().get('/api/v1/admin/menu-schedules?filter={"date":"all"}').set(auth(admin)).expect(200)).headers[
      'content-range'
    ];
    expect(after).toBe(before);
  });
});
