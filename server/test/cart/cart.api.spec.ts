import { createOrderableDish } from '../factories/menu.factory';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe('cart', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const add = (token: string, menuScheduleId: number, quantity: number) =>
    t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId, quantity });

  it('adds lines with the dish fields and totals (tax 8% half-up to the paisa); the same schedule adds up', async () => {
    const { token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(
      t,
      { pricePaise: 12345, images: ['/media/b.svg'] },
      { availableQty: 9, maxPerCustomer: 4 },
    );
    await add(token, schedule.id, 1).expect(200);
    const response = await add(token, schedule.id, 2).expect(200);

    expect(response.body.message).toBe('Added to cart');
    const cart = response.body.data;
    expect(cart).toMatchObject({ count: 3, subtotal: 370.35, tax: 29.63, total: 399.98 });
    expect(cart.items).toEqual([
      {
        id: expect.any(Number),
        menuScheduleId: schedule.id,
        menuId: dish.id,
        name: dish.name,
        nameHi: null,
        description: dish.description,
        imageUrl: dish.imageUrl,
        images: [dish.imageUrl, '/media/b.svg'],
        isVeg: true,
        price: 123.45,
        quantity: 3,
        lineTotal: 370.35,
        cookDate: schedule.cookDate,
        orderCutoffAt: schedule.orderCutoffAt.toISOString(),
        pickupFrom: schedule.pickupFrom.toISOString(),
        pickupTo: schedule.pickupTo.toISOString(),
        availableQty: 9,
        maxPerCustomer: 4,
        orderable: true,
      },
    ]);
  });

  it("refuses dishes that cannot be ordered with the spec's messages", async () => {
    const { token } = await createUser(t);
    const draft = await createOrderableDish(t, {}, { status: 'DRAFT' });
    const soldOut = await createOrderableDish(t, {}, { availableQty: 0 });
    const closed = await createOrderableDish(t, {}, { orderCutoffAt: new Date(t.clock.now().getTime() - 60_000) });

    expect((await add(token, draft.schedule.id, 1).expect(409)).body.message).toBe(`${draft.dish.name} is not available right now.`);
    expect((await add(token, soldOut.schedule.id, 1).expect(409)).body.message).toBe(`${soldOut.dish.name} is not available right now.`);
    expect((await add(token, closed.schedule.id, 1).expect(409)).body.message).toBe(
      `Order cutoff time has passed for ${closed.dish.name}.`,
    );
    expect((await add(token, 999999, 1).expect(400)).body.message).toBe('This menu item cannot be ordered (invalid schedule).');
    const cart = await t.http().get('/api/v1/cart').set(auth(token)).expect(200);
    expect(cart.body.data.items).toEqual([]);
  });

  it('caps quantities: whole numbers only, at most 50 a line, never more than is left', async () => {
    const { token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 4 });
    await add(token, schedule.id, 0).expect(400);
    await add(token, schedule.id, -1).expect(400);
    await add(token, schedule.id, 1.5).expect(400);
    await add(token, schedule.id, 51).expect(400);
    await add(token, schedule.id, 3).expect(200);
    const tooMany = await add(token, schedule.id, 2).expect(409);
    expect(tooMany.body.message).toBe(`Only 4 portions of ${dish.name} left (you asked for 5).`);
  });

  it("updates, removes (also by quantity 0) and clears; only the caller's lines", async () => {
    const { token } = await createUser(t);
    const other = await createUser(t);
    const first = await createOrderableDish(t);
    const second = await createOrderableDish(t);
    await add(token, first.schedule.id, 1).expect(200);
    const cart = (await add(token, second.schedule.id, 1).expect(200)).body.data;
    const [lineA, lineB] = cart.items;

    const updated = await t.http().put(`/api/v1/cart/update/${lineA.id}`).set(auth(token)).send({ quantity: 4 }).expect(200);
    expect(updated.body.data.items.find((line: { id: number }) => line.id === lineA.id).quantity).toBe(4);
    await t.http().put(`/api/v1/cart/update/${lineA.id}`).set(auth(other.token)).send({ quantity: 2 }).expect(404);
    await t.http().delete(`/api/v1/cart/remove/${lineA.id}`).set(auth(other.token)).expect(404);

    const zeroed = await t.http().put(`/api/v1/cart/update/${lineA.id}`).set(auth(token)).send({ quantity: 0 }).expect(200);
    expect(zeroed.body.data.items.map((line: { id: number }) => line.id)).toEqual([lineB.id]);
    const removed = await t.http().delete(`/api/v1/cart/remove/${lineB.id}`).set(auth(token)).expect(200);
    expect(removed.body.data).toEqual({ items: [], count: 0, subtotal: 0, tax: 0, total: 0 });

    await add(token, first.schedule.id, 2).expect(200);
    const cleared = await t.http().delete('/api/v1/cart/clear').set(auth(token)).expect(200);
    expect(cleared.body.data.count).toBe(0);
  });

  it('shows a line whose cutoff has since passed as not orderable', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    await add(token, schedule.id, 1).expect(200);
    t.clock.travelTo(new Date(schedule.orderCutoffAt.getTime() + 1000));
    const cart = await t.http().get('/api/v1/cart').set(auth(token)).expect(200);
    expect(cart.body.data.items[0].orderable).toBe(false);
  });

  it('merges a guest cart in one call: same schedules add up, bad lines are skipped and reported', async () => {
    const { token } = await createUser(t);
    const kept = await createOrderableDish(t, { pricePaise: 10000 }, { availableQty: 10 });
    const closed = await createOrderableDish(t, {}, { status: 'CANCELLED' });
    await add(token, kept.schedule.id, 2).expect(200);

    const response = await t
      .http()
      .post('/api/v1/cart/merge')
      .set(auth(token))
      .send({
        items: [
          { menuScheduleId: kept.schedule.id, quantity: 1 },
          { menuScheduleId: kept.schedule.id, quantity: 2 },
          { menuScheduleId: closed.schedule.id, quantity: 1 },
          { menuScheduleId: 999999, quantity: 1 },
          { quantity: 1 },
          { menuScheduleId: kept.schedule.id, quantity: 1, price: 0 },
        ],
      })
      .expect(200);

    const { cart, skipped } = response.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ menuScheduleId: kept.schedule.id, quantity: 5 });
    expect(cart).toMatchObject({ count: 5, subtotal: 500, tax: 40, total: 540 });
    expect(skipped).toEqual(
      expect.arrayContaining([
        { menuScheduleId: closed.schedule.id, reason: `${closed.dish.name} is not available right now.` },
        { menuScheduleId: 999999, reason: 'This menu item cannot be ordered (invalid schedule).' },
        { menuScheduleId: null, reason: 'This menu item cannot be ordered (invalid schedule).' },
        { menuScheduleId: kept.schedule.id, reason: 'This item has no price and was left out.' },
      ]),
    );
    expect(skipped).toHaveLength(4);
  });

  it('merging keeps a line within the portions left', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 3 });
    const response = await t
      .http()
      .post('/api/v1/cart/merge')
      .set(auth(token))
      .send({ items: [{ menuScheduleId: schedule.id, quantity: 7 }] })
      .expect(200);
    expect(response.body.data.cart.items[0].quantity).toBe(3);
  });

  it('needs a signed-in user', async () => {
    await t.http().get('/api/v1/cart').expect(401);
  });
});
