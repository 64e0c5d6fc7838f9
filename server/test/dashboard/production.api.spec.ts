import { addDays, zonedTime } from '../../src/common/kitchen-time';
import { Order } from '../../src/orders/order.entity';
import { createDish, createSchedule } from '../factories/menu.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const COOK_DATE = '2026-11-24';
const NEXT_DATE = '2026-11-25';
const ZONE = 'Asia/Kolkata';

describe('admin production sheet', () => {
  let t: TestApp;
  let admin: string;
  let customerToken: string;
  let alooId: number;
  let biryaniId: number;
  const orders: Record<string, Order> = {};

  const sheet = (query: string, accept = 'application/json') =>
    t.http().get(`/api/v1/admin/production${query}`).set('Authorization', `Bearer ${admin}`).set('Accept', accept);

  beforeAll(async () => {
    t = await startTestApp({ KITCHEN_TIMEZONE: ZONE });
    t.clock.travelTo(new Date('2026-11-22T06:00:00.000Z'));
    admin = await adminToken(t);
    const asha = await createUser(t, { name: 'Asha Rao', email: 'asha@example.test', phone: '919876543210' });
    const ravi = await createUser(t, { name: 'Ravi, "the regular"', email: 'ravi@example.test', phone: '918888777766' });
    const nameless = await createUser(t, { name: '', email: 'walk.in@example.test', phone: null });
    customerToken = asha.token;

    const aloo = await createDish(t, { name: 'Aloo Paratha', pricePaise: 12000 });
    const biryani = await createDish(t, { name: 'Biryani', pricePaise: 25050 });
    alooId = aloo.id;
    biryaniId = biryani.id;
    const alooLunch = await createSchedule(t, aloo.id, { cookDate: COOK_DATE });
    const alooDinner = await createSchedule(t, aloo.id, {
      cookDate: COOK_DATE,
      pickupFrom: zonedTime(COOK_DATE, '19:00', ZONE),
      pickupTo: zonedTime(COOK_DATE, '21:00', ZONE),
    });
    const biryaniLunch = await createSchedule(t, biryani.id, { cookDate: COOK_DATE });
    const alooNextDay = await createSchedule(t, aloo.id, { cookDate: NEXT_DATE });

    // p1 (cash): 2 x 120.00 + 250.50 = 490.50 + 39.24 tax = 529.74 due.
    orders.p1 = (
      await createPlacedOrder(t, asha.user, [
        { dish: aloo, schedule: alooLunch, quantity: 2 },
        { dish: biryani, schedule: biryaniLunch, quantity: 1 },
      ])
    ).order;
    // p2 paid online: nothing due.
    orders.p2 = (
      await createPlacedOrder(t, ravi.user, [{ dish: aloo, schedule: alooDinner, quantity: 3 }], {
        paymentMethod: 'ONLINE',
        status: 'PREPARING',
      })
    ).order;
    // p3 cancelled: left out entirely.
    orders.p3 = (await createPlacedOrder(t, asha.user, [{ dish: aloo, schedule: alooLunch, quantity: 5 }], { status: 'CANCELLED' })).order;
    // p4 spans two cook dates: on the 24th one paratha, 120.00 + 9.60 = 129.60 due; four more on the 25th.
    orders.p4 = (
      await createPlacedOrder(
        t,
        nameless.user,
        [
          { dish: aloo, schedule: alooLunch, quantity: 1 },
          { dish: aloo, schedule: alooNextDay, quantity: 4 },
        ],
        { status: 'READY' },
      )
    ).order;
  });

  afterAll(() => t.close());

  it('totals each dish per pickup window, leaving cancelled orders out', async () => {
    const { body } = await sheet(`?cookDate=${COOK_DATE}`).expect(200);
    expect(body.cookDate).toBe(COOK_DATE);
    expect(body.dishes).toEqual([
      {
        menuId: alooId,
        menuName: 'Aloo Paratha',
        totalQuantity: 6,
        windows: [
          { pickupFrom: '2026-11-24T07:00:00.000Z', pickupTo: '2026-11-24T09:00:00.000Z', quantity: 3 },
          { pickupFrom: '2026-11-24T13:30:00.000Z', pickupTo: '2026-11-24T15:30:00.000Z', quantity: 3 },
        ],
      },
      {
        menuId: biryaniId,
        menuName: 'Biryani',
        totalQuantity: 1,
        windows: [{ pickupFrom: '2026-11-24T07:00:00.000Z', pickupTo: '2026-11-24T09:00:00.000Z', quantity: 1 }],
      },
    ]);
  });

  it('lists each pickup with contact, items and cash due, by pickup time', async () => {
    const { body } = await sheet(`?cookDate=${COOK_DATE}`).expect(200);
    expect(body.pickups.map((pickup: { orderId: string }) => pickup.orderId)).not.toContain(orders.p3.id);
    expect(body.pickups).toHaveLength(3);
    expect(body.pickups[2].orderId).toBe(orders.p2.id);
    const byId = Object.fromEntries(body.pickups.map((pickup: { orderId: string }) => [pickup.orderId, pickup]));
    expect(byId[orders.p1.id]).toEqual({
      orderId: orders.p1.id,
      orderRefId: orders.p1.orderRefId,
      customerName: 'Asha Rao',
      customerPhone: '919876543210',
      items: [
        { name: 'Aloo Paratha', quantity: 2 },
        { name: 'Biryani', quantity: 1 },
      ],
      paymentMethod: 'COD',
      amountDue: 529.74,
      status: 'PENDING',
      pickupFrom: '2026-11-24T07:00:00.000Z',
      pickupTo: '2026-11-24T09:00:00.000Z',
    });
    expect(byId[orders.p2.id]).toMatchObject({ paymentMethod: 'ONLINE', amountDue: 0, items: [{ name: 'Aloo Paratha', quantity: 3 }] });
    expect(byId[orders.p4.id]).toMatchObject({
      customerName: 'walk.in',
      customerPhone: null,
      items: [{ name: 'Aloo Paratha', quantity: 1 }],
      amountDue: 129.6,
      status: 'READY',
    });
    // The sheet's dish totals are the sum of its pickup items.
    const itemsTotal = body.pickups
      .flatMap((pickup: { items: { quantity: number }[] }) => pickup.items)
      .reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
    expect(itemsTotal).toBe(body.dishes.reduce((sum: number, dish: { totalQuantity: number }) => sum + dish.totalQuantity, 0));
  });

  it('keeps other cook dates apart; opens on the next cook date with orders, else today', async () => {
    const next = (await sheet(`?cookDate=${NEXT_DATE}`).expect(200)).body;
    expect(next.dishes.map((dish: { totalQuantity: number }) => dish.totalQuantity)).toEqual([4]);
    expect(next.pickups.map((pickup: { orderId: string; amountDue: number }) => [pickup.orderId, pickup.amountDue])).toEqual([
      [orders.p4.id, 518.4],
    ]);
    expect((await sheet('').expect(200)).body.cookDate).toBe(COOK_DATE);
    t.clock.travelTo(zonedTime(NEXT_DATE, '08:00', ZONE));
    admin = await adminToken(t);
    expect((await sheet('').expect(200)).body.cookDate).toBe(NEXT_DATE);
    t.clock.travelTo(zonedTime(addDays(NEXT_DATE, 1), '08:00', ZONE));
    admin = await adminToken(t);
    expect((await sheet('').expect(200)).body).toEqual({ cookDate: addDays(NEXT_DATE, 1), dishes: [], pickups: [], planMeals: [] });
    t.clock.travelTo(new Date('2026-11-22T06:00:00.000Z'));
    admin = await adminToken(t);
  });

  it('refuses malformed and impossible dates', async () => {
    expect((await sheet('?cookDate=24-11-2026').expect(400)).body.message).toBe('cookDate must be a date as YYYY-MM-DD');
    await sheet('?cookDate=2026-02-30').expect(400);
  });

  it('exports CSV with Accept: text/csv', async () => {
    const response = await sheet(`?cookDate=${COOK_DATE}`, 'text/csv').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="production-${COOK_DATE}.csv"`);
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    const p1 = orders.p1.orderRefId;
    const p2 = orders.p2.orderRefId;
    const p4 = orders.p4.orderRefId;
    const lunchPickups = [
      `${p1},Asha Rao,'+91 98765 43210,12:30 pm – 2:30 pm,2 x Aloo Paratha; 1 x Biryani,Pay at pickup,529.74,PENDING`,
      `${p4},walk.in,N/A,12:30 pm – 2:30 pm,1 x Aloo Paratha,Pay at pickup,129.60,READY`,
    ].sort();
    expect(lines).toEqual([
      `Cook date,${COOK_DATE}`,
      '',
      'Dish,Pickup window,Quantity',
      'Aloo Paratha,12:30 pm – 2:30 pm,3',
      'Aloo Paratha,7:00 pm – 9:00 pm,3',
      'Aloo Paratha total,,6',
      'Biryani,12:30 pm – 2:30 pm,1',
      'Biryani total,,1',
      '',
      'Order,Customer,Phone,Pickup window,Items,Payment,Amount due (₹),Status',
      ...lunchPickups,
      `${p2},"Ravi, ""the regular""",'+91 88887 77766,7:00 pm – 9:00 pm,3 x Aloo Paratha,Online,0.00,PREPARING`,
      '',
    ]);
  });

  it('answers 403 to customer tokens', async () => {
    await t.http().get(`/api/v1/admin/production?cookDate=${COOK_DATE}`).set('Authorization', `Bearer ${customerToken}`).expect(403);
  });

  it('asks no more cash of an order once it is delivered', async () => {
    const before = (await sheet(`?cookDate=${NEXT_DATE}`).expect(200)).body;
    expect(before.pickups.find((pickup: { orderId: string }) => pickup.orderId === orders.p4.id).amountDue).toBe(518.4);
    await t
      .http()
      .put(`/api/v1/admin/orders/${orders.p4.id}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'DELIVERED' })
      .expect(200);
    const after = (await sheet(`?cookDate=${NEXT_DATE}`).expect(200)).body;
    expect(after.pickups.find((pickup: { orderId: string }) => pickup.orderId === orders.p4.id)).toMatchObject({
      status: 'DELIVERED',
      amountDue: 0,
    });
  });
});
