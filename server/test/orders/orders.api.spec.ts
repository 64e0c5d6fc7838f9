import { adminToken, createUser } from '../factories/user.factory';
import { createOrderableDish } from '../factories/menu.factory';
import { countOrders, placeOrder, portionsLeft } from '../factories/order.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe('orders', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('places an order: snapshots name and price, takes the stock, empties the cart, answers the contract shape', async () => {
    const { token } = await createUser(t, { name: 'Asha Rao' });
    const { dish, schedule } = await createOrderableDish(t, { pricePaise: 24950 }, { availableQty: 10 });
    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: schedule.id, quantity: 2 }).expect(200);

    const response = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 3 }], undefined, {
      specialInstructions: '   less spicy  ',
    }).expect(201);

    expect(response.body.success).toBe(true);
    expect(response.body.message).toBe('Order placed successfully!');
    const order = response.body.data;
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.orderRefId).toMatch(/^[A-Z0-9]{12}$/);
    expect(order).toMatchObject({
      status: 'PENDING',
      paymentMethod: 'COD',
      specialInstructions: 'less spicy',
      userName: 'Asha Rao',
      subtotal: 748.5,
      tax: 59.88,
      total: 808.38,
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        menuScheduleId: schedule.id,
        menuId: dish.id,
        menuName: dish.name,
        quantity: 3,
        unitPrice: 249.5,
        totalPrice: 748.5,
      }),
    ]);
    expect(new Date(order.cancellableUntil).getTime() - new Date(order.createdAt).getTime()).toBe(120_000);
    expect(await portionsLeft(t, schedule.id)).toBe(7);
    const cart = await t.http().get('/api/v1/cart').set(auth(token)).expect(200);
    expect(cart.body.data.items).toHaveLength(0);

    await t.dataSource.query('UPDATE menu_items SET name = ?, price_paise = ? WHERE id = ?', ['Renamed', 100, dish.id]);
    const reread = await t.http().get(`/api/v1/orders/${order.orderRefId}`).set(auth(token)).expect(200);
    expect(reread.body.data.orderItems[0]).toMatchObject({ menuName: dish.name, unitPrice: 249.5 });
  });

  it('defaults the special instructions and takes ONLINE orders as awaiting payment', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const response = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      paymentMethod: 'ONLINE',
      specialInstructions: '   ',
    }).expect(201);
    expect(response.body.data).toMatchObject({
      paymentMethod: 'ONLINE',
      specialInstructions: 'No special instructions',
      status: 'AWAITING_PAYMENT',
      paymentStatus: 'PENDING',
      payment: { provider: 'test', amount: Math.round(response.body.data.total * 100), currency: 'INR' },
    });
  });

  it('e-mails the customer when the order is placed and when it is ready, with the pickup window', async () => {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const ref = placed.body.data.orderRefId;
    const received = await t.mail.waitFor(user.email, new RegExp(`Order ${ref} received`));
    expect(received.text).toContain('₹');
    expect(received.text).toMatch(/Pickup: .*12:30 pm – 2:30 pm/);

    await t.http().put(`/api/v1/admin/orders/${placed.body.data.id}/status`).set(auth(admin)).send({ status: 'READY' }).expect(200);
    const ready = await t.mail.waitFor(user.email, new RegExp(`Order ${ref} is ready for pickup`));
    expect(ready.text).toMatch(/Pickup: .*12:30 pm – 2:30 pm/);
  });

  it("lists only the caller's orders, newest first, and hides other customers' orders (404)", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const first = await placeOrder(t, alice.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    t.clock.advance(1000);
    const second = await placeOrder(t, alice.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const bobs = await placeOrder(t, bob.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);

    const mine = await t.http().get('/api/v1/orders/my-orders').set(auth(alice.token)).expect(200);
    expect(mine.body.data.map((order: { id: string }) => order.id)).toEqual([second.body.data.id, first.body.data.id]);

    const bobOrder = bobs.body.data;
    for (const path of [
      `/api/v1/orders/${bobOrder.id}`,
      `/api/v1/orders/${bobOrder.orderRefId}`,
      `/api/v1/orders/reference/${bobOrder.orderRefId}`,
    ]) {
      const response = await t.http().get(path).set(auth(alice.token)).expect(404);
      expect(response.body).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    }
    await t.http().post(`/api/v1/orders/${bobOrder.id}/cancel`).set(auth(alice.token)).expect(404);
    expect((await t.http().get(`/api/v1/orders/${bobOrder.id}`).set(auth(bob.token)).expect(200)).body.data.status).toBe('PENDING');
    await t.http().get(`/api/v1/orders/reference/${bobOrder.orderRefId.toLowerCase()}`).set(auth(bob.token)).expect(200);
  });

  describe('refuses bad orders with a clear 4xx and changes nothing', () => {
    it.each([
      ['quantity 0', 0],
      ['a negative quantity', -2],
      ['a fractional quantity', 1.5],
      ['an absurdly large quantity', 1_000_000],
      ['a quantity given as text', '2'],
    ])('%s', async (_label, quantity) => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
      const before = await countOrders(t);
      const response = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: quantity as number }]).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(/Quantity/);
      expect(await portionsLeft(t, schedule.id)).toBe(5);
      expect(await countOrders(t)).toBe(before);
    });

    it('an empty order and unknown fields', async () => {
      const { token } = await createUser(t);
      await placeOrder(t, token, []).expect(400);
      const { schedule } = await createOrderableDish(t);
      await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { price: 1 }).expect(400);
    });

    it('after the cutoff', async () => {
      const { token } = await createUser(t);
      const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
      t.clock.travelTo(new Date(schedule.orderCutoffAt.getTime() + 1000));
      const before = await countOrders(t);
      const response = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(409);
      expect(response.body.message).toBe(`Order cutoff time has passed for ${dish.name}.`);
      expect(await portionsLeft(t, schedule.id)).toBe(5);
      expect(await countOrders(t)).toBe(before);
    });

    it.each(['DRAFT', 'CANCELLED'] as const)('for a %s schedule', async (status) => {
      const { token } = await createUser(t);
      const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 5, status });
      const before = await countOrders(t);
      const response = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(409);
      expect(response.body.message).toBe(`${dish.name} is not available right now.`);
      expect(await portionsLeft(t, schedule.id)).toBe(5);
      expect(await countOrders(t)).toBe(before);
    });

    it('for an unknown schedule', async () => {
      const { token } = await createUser(t);
      const response = await placeOrder(t, token, [{ menuScheduleId: 987654, quantity: 1 }]).expect(400);
      expect(response.body.message).toBe('This menu item cannot be ordered (invalid schedule).');
    });

    it('when one line asks for more than is left: the whole order rolls back and the 409 names the dish and what is left', async () => {
      const { token } = await createUser(t);
      const plenty = await createOrderableDish(t, {}, { availableQty: 10 });
      const scarce = await createOrderableDish(t, {}, { availableQty: 2 });
      const before = await countOrders(t);
      const response = await placeOrder(t, token, [
        { menuScheduleId: plenty.schedule.id, quantity: 1 },
        { menuScheduleId: scarce.schedule.id, quantity: 3 },
      ]).expect(409);
      expect(response.body.message).toBe(`Only 2 portions of ${scarce.dish.name} left (you asked for 3).`);
      expect(await portionsLeft(t, plenty.schedule.id)).toBe(10);
      expect(await portionsLeft(t, scarce.schedule.id)).toBe(2);
      expect(await countOrders(t)).toBe(before);
    });

    it('when the same schedule appears twice and together exceeds what is left', async () => {
      const { token } = await createUser(t);
      const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 3 });
      const response = await placeOrder(t, token, [
        { menuScheduleId: schedule.id, quantity: 2 },
        { menuScheduleId: schedule.id, quantity: 2 },
      ]).expect(409);
      expect(response.body.message).toContain(dish.name);
      expect(await portionsLeft(t, schedule.id)).toBe(3);
    });
  });

  it('requires a signed-in customer', async () => {
    await t
      .http()
      .post('/api/v1/orders')
      .send({ orderItems: [{ menuScheduleId: 1, quantity: 1 }] })
      .expect(401);
    await t.http().get('/api/v1/orders/my-orders').expect(401);
  });

  it("lists notifications of the caller's orders, newest first", async () => {
    const { token } = await createUser(t);
    const other = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    await placeOrder(t, other.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    t.clock.advance(1000);
    await t.http().put(`/api/v1/admin/orders/${placed.body.data.id}`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);

    const response = await t.http().get('/api/v1/notifications').set(auth(token)).expect(200);
    const ref = placed.body.data.orderRefId;
    expect(response.body.data).toEqual([
      expect.objectContaining({
        orderId: placed.body.data.id,
        orderRefId: ref,
        type: 'STATUS_CHANGED',
        status: 'PREPARING',
        message: `Order ${ref}: Our chefs are now preparing your delicious meal.`,
      }),
      expect.objectContaining({ type: 'PLACED', status: 'PENDING', message: `Order ${ref} placed. Your order has been received!` }),
    ]);
    expect(Date.parse(response.body.data[0].createdAt)).toBeGreaterThan(Date.parse(response.body.data[1].createdAt));
  });

  it("writes the notifications in the account's language, and a picked-up order reads as picked up", async () => {
    const { token } = await createUser(t, { language: 'hi' });
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const ref = placed.body.data.orderRefId;
    for (const status of ['PREPARING', 'READY', 'DELIVERED']) {
      t.clock.advance(1000);
      await t.http().put(`/api/v1/admin/orders/${placed.body.data.id}`).set(auth(admin)).send({ status }).expect(200);
    }
    const feed = (await t.http().get('/api/v1/notifications').set(auth(token)).expect(200)).body.data;
    expect(feed.map((notice: { message: string }) => notice.message)).toEqual([
      `ऑर्डर ${ref}: आपने अपना ऑर्डर ले लिया है। मज़े से खाइए!`,
      `ऑर्डर ${ref}: आपका ऑर्डर पिकअप के लिए तैयार है!`,
      `ऑर्डर ${ref}: हमारे रसोइए अब आपका स्वादिष्ट खाना बना रहे हैं।`,
      `ऑर्डर ${ref} दिया गया। आपका ऑर्डर हमें मिल गया है!`,
    ]);
  });
});
