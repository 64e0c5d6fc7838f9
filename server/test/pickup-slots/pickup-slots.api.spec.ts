import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const ZONE = 'Asia/Kolkata';
/** The kitchen's legal details, unset on a fresh kitchen (issue 17), and its other defaults. */
const NO_KITCHEN_DETAILS = {
  legalName: null,
  address: null,
  gstin: null,
  fssaiNumber: null,
  taxLabel: 'Taxes & Fees',
  taxRatePercent: 8,
  pricesIncludeTax: false,
  tiffinCancelCredit: 'REFUND',
};

describe('drops: pickup slots with capacity', () => {
  let t: TestApp;
  let admin: string;
  let dayOffset = 2;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  /** A cook date no other test uses, with a plan of `slotMinutes` and `max` orders per slot. */
  async function plannedDate(slotMinutes: number, max: number): Promise<string> {
    const cookDate = addDays(localDate(t.clock.now(), ZONE), (dayOffset += 1));
    await t.http().put(`/api/v1/admin/pickup-plans/${cookDate}`).set(auth(admin)).send({ slotMinutes, maxOrdersPerSlot: max }).expect(200);
    return cookDate;
  }
  const at = (cookDate: string, time: string) => zonedTime(cookDate, time, ZONE).toISOString();
  const addToCart = (token: string, menuScheduleId: number, quantity = 1) =>
    t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId, quantity }).expect(200);

  it('lets the admin plan a cook date and set the kitchen defaults, refusing lengths and dates that are not allowed', async () => {
    const cookDate = await plannedDate(15, 10);
    const list = await t.http().get('/api/v1/admin/pickup-plans').set(auth(admin)).expect(200);
    expect(list.body).toContainEqual({ id: cookDate, cookDate, slotMinutes: 15, maxOrdersPerSlot: 10 });
    expect(list.headers['content-range']).toMatch(/^pickup-plans 0-\d+\/\d+$/);
    const refused = await t
      .http()
      .put(`/api/v1/admin/pickup-plans/${cookDate}`)
      .set(auth(admin))
      .send({ slotMinutes: 25, maxOrdersPerSlot: 10 })
      .expect(400);
    expect(refused.body.errors[0].message).toBe('The slot length must be one of 10, 15, 20, 30, 60 minutes');
    expect((await t.http().get('/api/v1/admin/pickup-plans/2026-02-30').set(auth(admin)).expect(400)).body.code).toBe(
      'PICKUP_DATE_INVALID',
    );
    expect((await t.http().get('/api/v1/admin/pickup-plans/2031-01-01').set(auth(admin)).expect(404)).body.code).toBe(
      'PICKUP_PLAN_NOT_FOUND',
    );

    expect((await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200)).body).toEqual({
      ...NO_KITCHEN_DETAILS,
      defaultSlotMinutes: 15,
      defaultMaxOrdersPerSlot: null,
    });
    const changed = await t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send({ defaultSlotMinutes: 30 }).expect(200);
    expect(changed.body).toEqual({ ...NO_KITCHEN_DETAILS, defaultSlotMinutes: 30, defaultMaxOrdersPerSlot: null });
    await t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send({ defaultMaxOrdersPerSlot: 0 }).expect(400);
  });

  it('offers the slots inside the window, requires one, records it on the order, and refuses a full slot without taking anything', async () => {
    const cookDate = await plannedDate(15, 2);
    const { schedule } = await createOrderableDish(t, { name: 'Pongal' }, { cookDate, availableQty: 20 });
    const [asha, ravi, mira] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await addToCart(asha.token, schedule.id);
    const choices = (await t.http().get('/api/v1/checkout/pickup-slots').set(auth(asha.token)).expect(200)).body.data;
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ cookDate, slotMinutes: 15, windowFrom: at(cookDate, '12:30'), windowTo: at(cookDate, '14:30') });
    expect(choices[0].slots).toHaveLength(8);
    expect(choices[0].slots[0]).toEqual({
      from: at(cookDate, '12:30'),
      to: at(cookDate, '12:45'),
      label: '12:30 pm – 12:45 pm',
      left: 2,
      full: false,
    });

    const line = [{ menuScheduleId: schedule.id, quantity: 1 }];
    const missing = await placeOrder(t, asha.token, line).expect(400);
    expect(missing.body).toMatchObject({ code: 'PICKUP_SLOT_REQUIRED' });
    expect(missing.body.message).toMatch(/^Choose a pickup time for \d{2} \w{3} \d{4}\.$/);
    await placeOrder(t, asha.token, line, undefined, { pickupSlots: [{ cookDate, from: at(cookDate, '12:37') }] }).expect(400);
    await placeOrder(t, asha.token, line, undefined, { pickupSlots: [{ cookDate, from: at(cookDate, '14:30') }] }).expect(400);

    const slot = [{ cookDate, from: at(cookDate, '12:30') }];
    const placed = await placeOrder(t, asha.token, line, undefined, { pickupSlots: slot }).expect(201);
    expect(placed.body.data.orderItems[0]).toMatchObject({
      pickupFrom: at(cookDate, '12:30'),
      pickupTo: at(cookDate, '12:45'),
      pickupSlot: true,
    });
    const mail = await t.mail.waitFor(asha.user.email, /received/);
    expect(mail.text).toMatch(/Pickup: .*12:30 pm – 12:45 pm/);
    await placeOrder(t, ravi.token, line, undefined, { pickupSlots: slot }).expect(201);
    const full = await placeOrder(t, mira.token, line, undefined, { pickupSlots: slot }).expect(409);
    expect(full.body).toMatchObject({
      code: 'PICKUP_SLOT_FULL',
      message: 'The 12:30 pm – 12:45 pm pickup just filled up; please pick another time.',
    });
    expect(await portionsLeft(t, schedule.id)).toBe(18);
    await addToCart(mira.token, schedule.id);
    const after = (await t.http().get('/api/v1/checkout/pickup-slots').set(auth(mira.token)).expect(200)).body.data[0].slots[0];
    expect(after).toMatchObject({ left: 0, full: true });

    const admins = await t
      .http()
      .get('/api/v1/admin/orders')
      .query({ filter: JSON.stringify({ pickupAt: at(cookDate, '12:30') }), sort: '["pickupAt","ASC"]' })
      .set(auth(admin))
      .expect(200);
    expect(admins.body.map((row: { id: string }) => row.id)).toContain(placed.body.data.id);
    expect(admins.body.every((row: { pickupAt: string }) => row.pickupAt === at(cookDate, '12:30'))).toBe(true);

    const sheet = (await t.http().get(`/api/v1/admin/production?cookDate=${cookDate}`).set(auth(admin)).expect(200)).body;
    expect(sheet.dishes[0].windows).toEqual([{ pickupFrom: at(cookDate, '12:30'), pickupTo: at(cookDate, '12:45'), quantity: 2 }]);
    expect(sheet.pickups.map((pickup: { pickupFrom: string }) => pickup.pickupFrom)).toEqual([
      at(cookDate, '12:30'),
      at(cookDate, '12:30'),
    ]);
    const csv = await t.http().get(`/api/v1/admin/production?cookDate=${cookDate}`).set(auth(admin)).set('Accept', 'text/csv').expect(200);
    expect(csv.text).toContain('Pongal,12:30 pm – 12:45 pm,2');

    // Cancelling frees the slot exactly once.
    await t.http().post(`/api/v1/orders/${placed.body.data.id}/cancel`).set(auth(asha.token)).expect(200);
    await t.http().post(`/api/v1/orders/${placed.body.data.id}/cancel`).set(auth(asha.token)).expect(409);
    const freed = (await t.http().get('/api/v1/checkout/pickup-slots').set(auth(mira.token)).expect(200)).body.data[0].slots[0];
    expect(freed).toMatchObject({ left: 1, full: false });
  });

  it('asks one slot per cook date when the cart spans two, and none for a date without slots', async () => {
    const planned = await plannedDate(30, 5);
    const open = addDays(planned, 1);
    const first = await createOrderableDish(t, {}, { cookDate: planned });
    const second = await createOrderableDish(t, {}, { cookDate: open });
    const { token } = await createUser(t);
    await addToCart(token, first.schedule.id);
    await addToCart(token, second.schedule.id);
    const choices = (await t.http().get('/api/v1/checkout/pickup-slots').set(auth(token)).expect(200)).body.data;
    expect(choices.map((choice: { cookDate: string; slotMinutes: number | null }) => [choice.cookDate, choice.slotMinutes])).toEqual([
      [planned, 30],
      [open, null],
    ]);
    const lines = [
      { menuScheduleId: first.schedule.id, quantity: 1 },
      { menuScheduleId: second.schedule.id, quantity: 1 },
    ];
    await placeOrder(t, token, lines, undefined, { pickupSlots: [{ cookDate: open, from: at(open, '12:30') }] }).expect(400);
    const placed = await placeOrder(t, token, lines, undefined, {
      pickupSlots: [{ cookDate: planned, from: at(planned, '13:00') }],
    }).expect(201);
    const items = placed.body.data.orderItems;
    expect(items.find((item: { menuScheduleId: number }) => item.menuScheduleId === first.schedule.id)).toMatchObject({
      pickupSlot: true,
      pickupFrom: at(planned, '13:00'),
    });
    expect(items.find((item: { menuScheduleId: number }) => item.menuScheduleId === second.schedule.id)).toMatchObject({
      pickupSlot: false,
      pickupFrom: at(open, '12:30'),
      pickupTo: at(open, '14:30'),
    });
  });

  it('gives a slot of 10 to exactly 10 of 100 racing buyers across two instances', async () => {
    const cookDate = await plannedDate(10, 10);
    const { schedule } = await createOrderableDish(t, {}, { cookDate, availableQty: 500 });
    const second = await startTestApp({}, t.database);
    try {
      const buyers = await Promise.all(Array.from({ length: 100 }, () => createUser(t)));
      const slot = [{ cookDate, from: at(cookDate, '13:00') }];
      const answers = await Promise.all(
        buyers.map((buyer, index) =>
          (index % 2 === 0 ? t : second)
            .http()
            .post('/api/v1/orders')
            .set(auth(buyer.token))
            .send({ orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], pickupSlots: slot }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(90);
      expect(await portionsLeft(t, schedule.id)).toBe(490);
    } finally {
      await second.close();
    }
  });
});
