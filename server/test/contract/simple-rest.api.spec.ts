import { createReview } from '../factories/review.factory';
import { createOrderableDish } from '../factories/menu.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** react-admin's ra-data-simple-rest: getMany by ids, getManyReference by a reference, update with the whole record. */
describe('the admin resources follow the simple REST conventions', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = { Authorization: `Bearer ${await adminToken(t)}` };
  });
  afterAll(() => t.close());

  const list = (resource: string, filter: object) =>
    t
      .http()
      .get(`/api/v1/admin/${resource}`)
      .query({ filter: JSON.stringify(filter), range: '[0,99]' })
      .set(admin)
      .expect(200);
  const ids = (rows: { id: number | string }[]) => rows.map((row) => row.id).sort();

  it('getMany answers exactly the asked ids, and getManyReference follows orders by customer, schedules and reviews by dish', async () => {
    const [asha, ravi, mira] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const dosa = await createOrderableDish(t);
    const idli = await createOrderableDish(t);
    const orders = {
      asha: await createPlacedOrder(t, asha.user, [{ dish: dosa.dish, schedule: dosa.schedule, quantity: 1 }], { status: 'DELIVERED' }),
      ravi: await createPlacedOrder(t, ravi.user, [{ dish: idli.dish, schedule: idli.schedule, quantity: 2 }], { status: 'DELIVERED' }),
      mira: await createPlacedOrder(t, mira.user, [{ dish: dosa.dish, schedule: dosa.schedule, quantity: 1 }]),
    };
    expect(ids((await list('customers', { id: [asha.user.id, mira.user.id] })).body)).toEqual([asha.user.id, mira.user.id].sort());
    expect((await list('customers', { id: [] })).body).toEqual([]);

    const ashaOrders = (await list('orders', { customerId: asha.user.id })).body;
    expect(ashaOrders.map((row: { id: string; customerId: number }) => [row.id, row.customerId])).toEqual([
      [orders.asha.order.id, asha.user.id],
    ]);
    expect(ids((await list('orders', { id: [orders.ravi.order.id, orders.mira.order.id] })).body)).toEqual(
      [orders.ravi.order.id, orders.mira.order.id].sort(),
    );

    expect((await list('menu-schedules', { menuId: idli.dish.id })).body.map((row: { id: number }) => row.id)).toEqual([idli.schedule.id]);

    const ashaReview = await createReview(t, {
      userId: asha.user.id,
      menuItemId: dosa.dish.id,
      orderItemId: orders.asha.items[0].id,
      rating: 5,
    });
    await createReview(t, { userId: ravi.user.id, menuItemId: idli.dish.id, orderItemId: orders.ravi.items[0].id, rating: 3 });
    expect((await list('reviews', { menuId: dosa.dish.id })).body.map((row: { id: number }) => row.id)).toEqual([ashaReview.id]);
    expect((await list('reviews', { id: [ashaReview.id] })).body).toHaveLength(1);
  });

  it('update takes the whole record back, read-only fields ignored', async () => {
    const customer = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t);
    const { order } = await createPlacedOrder(t, customer.user, [{ dish, schedule, quantity: 1 }]);

    const menu = (await t.http().get(`/api/v1/admin/menus/${dish.id}`).set(admin).expect(200)).body;
    const changedMenu = await t
      .http()
      .put(`/api/v1/admin/menus/${dish.id}`)
      .set(admin)
      .send({ ...menu, price: 321 })
      .expect(200);
    expect(changedMenu.body).toMatchObject({ id: dish.id, price: 321 });

    const row = (await t.http().get(`/api/v1/admin/menu-schedules/${schedule.id}`).set(admin).expect(200)).body;
    const changedSchedule = await t
      .http()
      .put(`/api/v1/admin/menu-schedules/${schedule.id}`)
      .set(admin)
      .send({ ...row, availableQty: 7, heldQty: 99 })
      .expect(200);
    expect(changedSchedule.body).toMatchObject({ availableQty: 7, heldQty: 0 });

    const record = (await t.http().get(`/api/v1/admin/orders/${order.id}`).set(admin).expect(200)).body;
    const changedOrder = await t
      .http()
      .put(`/api/v1/admin/orders/${order.id}`)
      .set(admin)
      .send({ ...record, status: 'PREPARING', total: 1, customer: 'x@example.test' })
      .expect(200);
    expect(changedOrder.body).toMatchObject({ status: 'PREPARING', total: record.total, customer: record.customer });
  });
});
