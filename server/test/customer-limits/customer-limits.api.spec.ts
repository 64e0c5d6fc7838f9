import { zonedTime } from '../../src/common/kitchen-time';
import { createDish, createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('drops: the most portions one customer may buy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('lets the admin set and clear the limit, refuses a limit under 1, and shows it on the menu card', async () => {
    const admin = await adminToken(t);
    const dish = await createDish(t, { name: 'Hyderabadi Biryani' });
    const cookDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const form = {
      menuId: dish.id,
      cookDate,
      orderCutoffAt: zonedTime(cookDate, '10:00', 'Asia/Kolkata').toISOString(),
      pickupFrom: zonedTime(cookDate, '12:30', 'Asia/Kolkata').toISOString(),
      pickupTo: zonedTime(cookDate, '14:30', 'Asia/Kolkata').toISOString(),
      availableQty: 20,
    };
    const refused = await t
      .http()
      .post('/api/v1/admin/menu-schedules')
      .set(auth(admin))
      .send({ ...form, maxPerCustomer: 0 })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'maxPerCustomer', message: 'The limit per customer must be at least 1 (leave it empty for no limit)' },
    ]);
    const created = await t
      .http()
      .post('/api/v1/admin/menu-schedules')
      .set(auth(admin))
      .send({ ...form, maxPerCustomer: 2 })
      .expect(201);
    expect(created.body.maxPerCustomer).toBe(2);
    const card = await t.http().get(`/api/v1/menus/${dish.id}`).expect(200);
    expect(card.body.data.maxPerCustomer).toBe(2);
    const cleared = await t
      .http()
      .put(`/api/v1/admin/menu-schedules/${created.body.id}`)
      .set(auth(admin))
      .send({ maxPerCustomer: null })
      .expect(200);
    expect(cleared.body.maxPerCustomer).toBeNull();
  });

  it('counts the customer’s orders that are not cancelled, explains the refusal, and takes nothing', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, { name: 'Mutton Biryani' }, { availableQty: 10, maxPerCustomer: 2 });
    const first = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
    const refused = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(409);
    expect(refused.body).toMatchObject({
      code: 'PER_CUSTOMER_LIMIT',
      message: 'You can order at most 2 Mutton Biryani from this cook date; you already have 2.',
    });
    expect(await portionsLeft(t, schedule.id)).toBe(8);

    await t.http().post(`/api/v1/orders/${first.body.data.id}/cancel`).set(auth(token)).expect(200);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(409);
    const other = await createUser(t);
    await placeOrder(t, other.token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
  });

  it('never lets concurrent orders by one customer pass the limit together', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 30, maxPerCustomer: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }])),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await portionsLeft(t, schedule.id)).toBe(27);
  });
});
