import { MenuItem } from '../../src/dishes/menu-item.entity';
import { Promotion } from '../../src/promotions/promotion.entity';
import { createDish, createOrderableDish } from '../factories/menu.factory';
import { countOrders, placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The numbers that gave 500 (issue 31): denormals that round to nothing, and a number written with an exponent. */
const ODD_NUMBERS = [1e-320, 5e-324, -5e-324, 1e-7];

/** A 400 VALIDATION_FAILED whose errors name `field` (and say something about it). */
function expectFieldRefused(body: { success: boolean; code: string; errors?: { field: string; message: string }[] }, field: string): void {
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(body.errors).toEqual(expect.arrayContaining([{ field, message: expect.any(String) }]));
}

describe('odd numbers and nested lists: a 400 naming the field, never a 500, nothing changed', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  it.each(ODD_NUMBERS)("refuses %p as a dish's price, new or changed", async (price) => {
    const dish = await createDish(t, { pricePaise: 24900 });
    const form = { name: 'Denormal Dal', description: 'A dish priced at nothing.', price, imageUrl: '/uploads/dal.png' };
    const created = await t.http().post('/api/v1/admin/menus').set(auth(admin)).send(form).expect(400);
    expectFieldRefused(created.body, 'price');
    const changed = await t.http().put(`/api/v1/admin/menus/${dish.id}`).set(auth(admin)).send({ price }).expect(400);
    expectFieldRefused(changed.body, 'price');
    expect(await t.dataSource.getRepository(MenuItem).countBy({ name: 'Denormal Dal' })).toBe(0);
    expect((await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: dish.id })).pricePaise).toBe(24900);
  });

  it.each(ODD_NUMBERS)("refuses %p as the kitchen's tax rate", async (taxRatePercent) => {
    const before = await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200);
    const refused = await t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send({ taxRatePercent }).expect(400);
    expectFieldRefused(refused.body, 'taxRatePercent');
    expect(refused.body.message).toBe('The tax rate must be a percent with at most two decimals');
    expect((await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200)).body).toEqual(before.body);
  });

  it.each(ODD_NUMBERS)("refuses %p as a promotion's minimum order, new or changed", async (minOrder) => {
    const code = `MIN${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const promotion = { code, description: 'Flat 50', kind: 'FLAT', flatOff: 50 };
    const created = await t
      .http()
      .post('/api/v1/admin/promotions')
      .set(auth(admin))
      .send({ ...promotion, minOrder })
      .expect(400);
    expectFieldRefused(created.body, 'minOrder');
    expect(await t.dataSource.getRepository(Promotion).countBy({ code })).toBe(0);

    const saved = await t
      .http()
      .post('/api/v1/admin/promotions')
      .set(auth(admin))
      .send({ ...promotion, minOrder: 300 })
      .expect(201);
    const changed = await t.http().put(`/api/v1/admin/promotions/${saved.body.id}`).set(auth(admin)).send({ minOrder }).expect(400);
    expectFieldRefused(changed.body, 'minOrder');
    expect((await t.dataSource.getRepository(Promotion).findOneByOrFail({ id: saved.body.id })).minOrderPaise).toBe(30000);
  });

  it('refuses null for what a promotion cannot be without (its code, description, kind, active and first-order flags)', async () => {
    const code = `NUL${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const saved = await t
      .http()
      .post('/api/v1/admin/promotions')
      .set(auth(admin))
      .send({ code, description: 'Flat 50', kind: 'FLAT', flatOff: 50 })
      .expect(201);
    for (const field of ['code', 'description', 'kind', 'active', 'firstOrderOnly']) {
      const refused = await t
        .http()
        .put(`/api/v1/admin/promotions/${saved.body.id}`)
        .set(auth(admin))
        .send({ [field]: null })
        .expect(400);
      expectFieldRefused(refused.body, field);
    }
    // Fields that may be empty still clear with null.
    await t
      .http()
      .put(`/api/v1/admin/promotions/${saved.body.id}`)
      .set(auth(admin))
      .send({ maxDiscount: null, totalLimit: null, endsAt: null })
      .expect(200);
    expect(await t.dataSource.getRepository(Promotion).findOneByOrFail({ id: saved.body.id })).toMatchObject({
      code,
      active: true,
      firstOrderOnly: false,
    });
  });

  it.each([1e308, 2 ** 53, 2 ** 31])(
    "refuses %p as a promotion's use limits, which no column holds (a 500 on MariaDB before)",
    async (limit) => {
      const code = `LIM${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const saved = await t
        .http()
        .post('/api/v1/admin/promotions')
        .set(auth(admin))
        .send({ code, description: 'Flat 50', kind: 'FLAT', flatOff: 50, totalLimit: 100 })
        .expect(201);
      for (const field of ['totalLimit', 'perCustomerLimit']) {
        const changed = await t
          .http()
          .put(`/api/v1/admin/promotions/${saved.body.id}`)
          .set(auth(admin))
          .send({ [field]: limit })
          .expect(400);
        expectFieldRefused(changed.body, field);
      }
      expect(await t.dataSource.getRepository(Promotion).findOneByOrFail({ id: saved.body.id })).toMatchObject({
        totalLimit: 100,
        perCustomerLimit: null,
      });
    },
  );

  it.each([[[[]]], [[[{ topic: 'NEW_DROPS', email: false, inApp: false }]]], [[null]], [[1]]])(
    'refuses topics %j on message preferences, for any customer',
    async (topics) => {
      const { token } = await createUser(t);
      const before = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
      const refused = await t.http().put('/api/v1/messages/preferences').set(auth(token)).send({ topics }).expect(400);
      expectFieldRefused(refused.body, 'topics');
      expect((await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200)).body).toEqual(before.body);
    },
  );

  it.each([[[[]]], [[[{ cookDate: '2026-11-24', from: '2026-11-24T07:15:00.000Z' }]]], [[null]], [['x']]])(
    'refuses pickupSlots %j on an order, and places nothing',
    async (pickupSlots) => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t);
      const orders = await countOrders(t);
      const refused = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { pickupSlots }).expect(400);
      expectFieldRefused(refused.body, 'pickupSlots');
      expect(await countOrders(t)).toBe(orders);
      expect(await portionsLeft(t, schedule.id)).toBe(schedule.availableQty);
    },
  );

  it.each([[[[]]], [[[{ menuScheduleId: 1, quantity: 1 }]]], [[null]], [[7]]])(
    'refuses orderItems %j (a 500 on MariaDB before), and places nothing',
    async (orderItems) => {
      const { token } = await createUser(t);
      const orders = await countOrders(t);
      const refused = await t.http().post('/api/v1/orders').set(auth(token)).send({ orderItems }).expect(400);
      expectFieldRefused(refused.body, 'orderItems');
      expect(await countOrders(t)).toBe(orders);
    },
  );

  it('refuses a guest cart with a nested line or a price that rounds to nothing', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const nested = await t
      .http()
      .post('/api/v1/cart/merge')
      .set(auth(token))
      .send({ items: [[{ menuScheduleId: schedule.id, quantity: 1 }]] })
      .expect(400);
    expectFieldRefused(nested.body, 'items');
    const denormal = await t
      .http()
      .post('/api/v1/cart/merge')
      .set(auth(token))
      .send({ items: [{ menuScheduleId: schedule.id, quantity: 1, price: 5e-324 }] })
      .expect(400);
    expectFieldRefused(denormal.body, 'items.0.price');
    expect((await t.http().get('/api/v1/cart').set(auth(token)).expect(200)).body.data.items).toEqual([]);
  });
});
