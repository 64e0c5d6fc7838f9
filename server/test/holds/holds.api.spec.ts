import { HoldsService } from '../../src/holds/holds.service';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsOrdered } from '../factories/order.factory';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('drops: portions held while the customer checks out', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CHECKOUT_HOLD_MINUTES: '10' });
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const stock = (id: number) => t.dataSource.getRepository(MenuSchedule).findOneByOrFail({ id });
  const addToCart = (token: string, menuScheduleId: number, quantity: number) =>
    t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId, quantity }).expect(200);
  const hold = (token: string) => t.http().post('/api/v1/checkout/hold').set(auth(token));

  it('holds the cart: fewer left for others, a countdown for the customer, and "in carts" when the last ones are held', async () => {
    const { dish, schedule } = await createOrderableDish(t, { name: 'Hyderabadi Biryani' }, { availableQty: 3 });
    const asha = await createUser(t);
    await addToCart(asha.token, schedule.id, 2);
    const held = await hold(asha.token).expect(200);
    expect(held.body.data).toEqual({
      expiresAt: new Date(Date.parse(held.body.data.expiresAt)).toISOString(),
      lines: [{ menuScheduleId: schedule.id, menuName: 'Hyderabadi Biryani', quantity: 2 }],
    });
    expect(Date.parse(held.body.data.expiresAt) - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 1, heldQty: 2 });
    expect((await t.http().get(`/api/v1/menus/${dish.id}`).expect(200)).body.data.totalAvailableQuantity).toBe(1);

    const ravi = await createUser(t);
    await addToCart(ravi.token, schedule.id, 1);
    await hold(ravi.token).expect(200);
    const card = (await t.http().get(`/api/v1/menus/${dish.id}`).expect(200)).body.data;
    expect(card.availability).toEqual({ state: 'ALL_IN_CARTS', message: 'All portions are in carts — check back in a few minutes' });
    const admin = (await t.http().get(`/api/v1/menu-schedules/available`).expect(200)).body.data;
    expect(admin.find((row: { id: number }) => row.id === schedule.id)).toBeUndefined();

    // Asha's order uses her held portions though nothing is left for sale.
    await placeOrder(t, asha.token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 0, heldQty: 1 });
    expect((await t.http().get('/api/v1/checkout/hold').set(auth(asha.token)).expect(200)).body.data).toBeNull();
  });

  it('refuses to hold an empty cart or more than is left, holding nothing', async () => {
    const { schedule } = await createOrderableDish(t, { name: 'Kosha Mangsho' }, { availableQty: 2 });
    const customer = await createUser(t);
    expect((await hold(customer.token).expect(400)).body.code).toBe('CART_EMPTY');
    await addToCart(customer.token, schedule.id, 2);
    const other = await createUser(t);
    await addToCart(other.token, schedule.id, 1);
    await hold(other.token).expect(200);
    const refused = await hold(customer.token).expect(409);
    expect(refused.body.message).toBe('Only 1 portion of Kosha Mangsho left (you asked for 2).');
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 1, heldQty: 1 });
  });

  it('releases exactly once when the customer leaves, empties the cart, holds again, or the time runs out', async () => {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
    const customer = await createUser(t);
    await addToCart(customer.token, schedule.id, 3);
    await hold(customer.token).expect(200);
    await hold(customer.token).expect(200);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 7, heldQty: 3 });
    await t.http().delete('/api/v1/checkout/hold').set(auth(customer.token)).expect(200);
    await t.http().delete('/api/v1/checkout/hold').set(auth(customer.token)).expect(200);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 10, heldQty: 0 });

    await hold(customer.token).expect(200);
    await t.http().delete('/api/v1/cart/clear').set(auth(customer.token)).expect(200);
    await waitUntil(async () => (await stock(schedule.id)).heldQty === 0);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 10, heldQty: 0 });

    await addToCart(customer.token, schedule.id, 4);
    await hold(customer.token).expect(200);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await t.http().get('/api/v1/checkout/hold').set(auth(customer.token)).expect(200)).body.data).toBeNull();
    await t.app.get(HoldsService).expireDue();
    await t.app.get(HoldsService).expireDue();
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 10, heldQty: 0 });
  });

  it('an order placed after the hold ran out (before the sweep) still gets the portions, counted once', async () => {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 2 });
    const customer = await createUser(t);
    await addToCart(customer.token, schedule.id, 2);
    await hold(customer.token).expect(200);
    t.clock.advance(10 * MINUTE + 1000);
    await placeOrder(t, customer.token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
    await t.app.get(HoldsService).expireDue();
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 0, heldQty: 0 });
    expect(await portionsOrdered(t, schedule.id)).toBe(2);
  });

  it('holds no more than the customer may still buy: a cart over the limit is told so at checkout and nothing is held', async () => {
    const { dish, schedule } = await createOrderableDish(t, { name: 'Chicken Chettinad' }, { availableQty: 20, maxPerCustomer: 2 });
    const hoarder = await createUser(t);
    await addToCart(hoarder.token, schedule.id, 20);
    const refused = await hold(hoarder.token).expect(409);
    expect(refused.body).toMatchObject({
      code: 'PER_CUSTOMER_LIMIT',
      message: 'You can order at most 2 Chicken Chettinad from this cook date; lower it in your cart to 2 to check out.',
    });
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 20, heldQty: 0 });
    // Every other customer still sees, holds and buys portions.
    const card = (await t.http().get(`/api/v1/menus/${dish.id}`).expect(200)).body.data;
    expect(card.totalAvailableQuantity).toBe(20);
    const other = await createUser(t);
    await addToCart(other.token, schedule.id, 2);
    await hold(other.token).expect(200);
    await placeOrder(t, other.token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);

    // What the customer already ordered counts: with one bought, a cart of two is over, a cart of one is held.
    const regular = await createUser(t);
    await addToCart(regular.token, schedule.id, 1);
    await placeOrder(t, regular.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await t.http().delete('/api/v1/cart/clear').set(auth(regular.token)).expect(200);
    await addToCart(regular.token, schedule.id, 2);
    const over = await hold(regular.token).expect(409);
    expect(over.body.message).toBe('You can order at most 2 Chicken Chettinad from this cook date; you already have 1.');
    await t.http().delete('/api/v1/cart/clear').set(auth(regular.token)).expect(200);
    await addToCart(regular.token, schedule.id, 1);
    await hold(regular.token).expect(200);
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 16, heldQty: 1 });
  });

  it('stops renewals at CHECKOUT_HOLD_MAX_MINUTES without an order, then lets the customer hold again after a pause', async () => {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    const customer = await createUser(t);
    await addToCart(customer.token, schedule.id, 5);
    const started = t.clock.now().getTime();
    const expiresAt = async () => Date.parse((await hold(customer.token).expect(200)).body.data.expiresAt) - started;
    expect(await expiresAt()).toBeGreaterThan(10 * MINUTE - 1000);
    t.clock.advance(9 * MINUTE);
    expect(await expiresAt()).toBeGreaterThan(19 * MINUTE - 1000);
    t.clock.advance(9 * MINUTE);
    // Renewed at minute 18: the hold ends at minute 20 (twice the hold time, the default cap), not at 28.
    expect(await expiresAt()).toBeLessThanOrEqual(20 * MINUTE + 1000);
    t.clock.advance(2 * MINUTE + 30_000);
    const refused = await hold(customer.token).expect(409);
    expect(refused.body).toMatchObject({
      code: 'HOLD_TIME_USED_UP',
      message:
        'Your portions were held for 20 minutes, the longest we hold them without an order. Place your order now (it takes the portions still left), or hold them again in 10 minutes.',
    });
    await t.app.get(HoldsService).expireDue();
    expect(await stock(schedule.id)).toMatchObject({ availableQty: 5, heldQty: 0 });
    t.clock.advance(10 * MINUTE);
    expect(await expiresAt()).toBeGreaterThan(40 * MINUTE);
  });

  it('starts a fresh hold span once an order took the hold', async () => {
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
    const customer = await createUser(t);
    await addToCart(customer.token, schedule.id, 1);
    await hold(customer.token).expect(200);
    t.clock.advance(15 * MINUTE);
    await hold(customer.token).expect(200);
    await placeOrder(t, customer.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await addToCart(customer.token, schedule.id, 1);
    t.clock.advance(1 * MINUTE);
    const again = await hold(customer.token).expect(200);
    expect(Date.parse(again.body.data.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(10 * MINUTE - 1000);
  });

  it('never has a portion both held and sold: start = left + held + sold after racing holds, expiries, orders and cancels', async () => {
    const START = 12;
    const { schedule } = await createOrderableDish(t, {}, { availableQty: START });
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    for (const [index, customer] of customers.entries()) await addToCart(customer.token, schedule.id, 1 + (index % 3));
    const holds = t.app.get(HoldsService);
    const placed: string[] = [];
    await Promise.all(
      customers.map(async (customer, index) => {
        await hold(customer.token);
        if (index % 4 === 0) await t.http().delete('/api/v1/checkout/hold').set(auth(customer.token));
        if (index === 5) t.clock.advance(11 * MINUTE);
        if (index % 2 === 0) await holds.expireDue();
        const order = await placeOrder(t, customer.token, [{ menuScheduleId: schedule.id, quantity: 1 + (index % 3) }]);
        if (order.status === 201) placed.push(`${customer.token} ${order.body.data.id}`);
        await hold(customer.token);
      }),
    );
    await Promise.all(
      placed.slice(0, 3).map((entry) => {
        const [token, id] = entry.split(' ');
        return t.http().post(`/api/v1/orders/${id}/cancel`).set(auth(token));
      }),
    );
    t.clock.advance(20 * MINUTE);
    const row = await stock(schedule.id);
    const sold = await portionsOrdered(t, schedule.id);
    expect(row.availableQty + row.heldQty + sold).toBe(START);
    expect(row.availableQty).toBeGreaterThanOrEqual(0);
    await holds.expireDue();
    const after = await stock(schedule.id);
    expect(after.heldQty).toBe(0);
    expect(after.availableQty + (await portionsOrdered(t, schedule.id))).toBe(START);
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
