import { MenuItem } from '../../src/dishes/menu-item.entity';
import { Order, OrderStatus } from '../../src/orders/order.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { User } from '../../src/users/user.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

type Dish = { dish: MenuItem; schedule: MenuSchedule };

describe('admin dashboard', () => {
  let t: TestApp;
  let admin: string;
  let customerToken: string;
  const placed: Record<string, Order> = {};

  const figures = async () => (await t.http().get('/api/v1/admin/dashboard').set('Authorization', `Bearer ${admin}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp({ KITCHEN_TIMEZONE: 'Asia/Kolkata' });
    admin = await adminToken(t);
    const asha = await createUser(t, { name: 'Asha Rao', email: 'asha@example.test' });
    const ravi = await createUser(t, { name: 'Ravi Kumar', email: 'ravi@example.test' });
    customerToken = asha.token;
    const aloo = await createOrderableDish(t, { name: 'Aloo Paratha', pricePaise: 12000 });
    const biryani = await createOrderableDish(t, { name: 'Biryani', pricePaise: 25050 });
    const chole = await createOrderableDish(t, { name: 'Chole', pricePaise: 9999 });
    const dosa = await createOrderableDish(t, { name: 'Dosa', pricePaise: 8000 });

    const place = async (key: string, user: User, status: OrderStatus, createdAt: string, lines: [Dish, number][]) => {
      const { order } = await createPlacedOrder(
        t,
        user,
        lines.map(([dish, quantity]) => ({ ...dish, quantity })),
        { status, createdAt: new Date(createdAt) },
      );
      placed[key] = order;
    };
    // Totals by hand (8% tax, half-up to the paisa):
    // o1: 2 x 120.00 = 240.00 + 19.20 = 259.20
    await place('o1', asha.user, 'DELIVERED', '2026-11-20T10:00:00.000Z', [[aloo, 2]]);
    // o2: 250.50 + 99.99 = 350.49 + 28.04 (28.0392) = 378.53
    await place('o2', ravi.user, 'DELIVERED', '2026-11-21T12:00:00.000Z', [
      [biryani, 1],
      [chole, 1],
    ]);
    // o3: last millisecond of 22 Nov in Kolkata (18:30Z is midnight there)
    await place('o3', asha.user, 'PREPARING', '2026-11-22T18:29:59.999Z', [[chole, 3]]);
    // o4: the first instant of 23 Nov in Kolkata
    await place('o4', ravi.user, 'PREPARING', '2026-11-22T18:30:00.000Z', [[aloo, 1]]);
    // o5: cancelled, so its 10 biryanis do not make Biryani the popular item
    await place('o5', asha.user, 'CANCELLED', '2026-11-22T18:40:00.000Z', [[biryani, 10]]);
    await place('o6', ravi.user, 'PENDING', '2026-11-22T10:00:00.000Z', [[chole, 1]]);
    await place('o7', asha.user, 'READY', '2026-11-19T08:00:00.000Z', [[aloo, 1]]);
    await place('o8', ravi.user, 'PENDING', '2026-11-22T00:00:00.000Z', [[chole, 1]]);
    for (const day of [1, 2, 3, 4]) {
      await place(`old${day}`, asha.user, 'DELIVERED', `2026-10-0${day}T09:00:00.000Z`, [[dosa, 1]]);
    }
  });

  afterAll(() => t.close());

  it('computes the figures the orders say (worked out by hand)', async () => {
    t.clock.travelTo(new Date('2026-11-22T18:50:00.000Z'));
    const body = await figures();
    // Revenue: o1 259.20 + o2 378.53 + four old dosa orders at 80.00 + 6.40 = 86.40 each.
    expect(body).toMatchObject({
      totalOrders: 12,
      revenue: 983.33,
      // Chole 3 + 1 + 1 + 1 = 6, Aloo Paratha 2 + 1 + 1 = 4, Dosa 4, Biryani 1 (the cancelled 10 left out).
      popularItem: 'Chole',
      inProgress: 2,
      completed: 6,
    });
  });

  it('counts "today" from midnight in Asia/Kolkata', async () => {
    // 00:20 on 23 Nov in Kolkata: o4 and o5 are today's; o3, a millisecond before midnight, is not.
    t.clock.travelTo(new Date('2026-11-22T18:50:00.000Z'));
    expect((await figures()).ordersToday).toBe(2);
    // 23:59:30 on 22 Nov in Kolkata: o8 (05:30), o6 (15:30) and o3 (23:59:59.999).
    t.clock.travelTo(new Date('2026-11-22T18:29:30.000Z'));
    expect((await figures()).ordersToday).toBe(3);
  });

  it('lists the 10 newest orders, newest first', async () => {
    const { recentOrders } = await figures();
    expect(recentOrders.map((order: { id: string }) => order.id)).toEqual(
      ['o5', 'o4', 'o3', 'o6', 'o8', 'o2', 'o1', 'o7', 'old4', 'old3'].map((key) => placed[key].id),
    );
    expect(recentOrders[0]).toEqual({
      id: placed.o5.id,
      orderRefId: placed.o5.orderRefId,
      customer: 'asha@example.test',
      customerName: 'Asha Rao',
      date: '2026-11-22T18:40:00.000Z',
      status: 'CANCELLED',
      total: 2705.4,
    });
    expect(recentOrders[5]).toMatchObject({ customer: 'ravi@example.test', status: 'DELIVERED', total: 378.53 });
  });

  it('answers 403 to customer tokens', async () => {
    await t.http().get('/api/v1/admin/dashboard').set('Authorization', `Bearer ${customerToken}`).expect(403);
  });
});

describe('admin dashboard without orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('shows zeros, no popular item and no recent orders', async () => {
    const response = await t
      .http()
      .get('/api/v1/admin/dashboard')
      .set('Authorization', `Bearer ${await adminToken(t)}`)
      .expect(200);
    expect(response.body).toEqual({
      totalOrders: 0,
      revenue: 0,
      popularItem: null,
      ordersToday: 0,
      inProgress: 0,
      completed: 0,
      recentOrders: [],
    });
  });
});
