import { randomUUID } from 'node:crypto';
import { createOrderableDish } from '../factories/menu.factory';
import { countOrders, placeOrder, portionsLeft, portionsOrdered } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('orders under concurrency', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('flash sale: 200 buyers for 50 portions get exactly 50 orders, the rest 409, and the stock ends at 0', async () => {
    const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 50 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createUser(t)));

    const responses = await Promise.all(buyers.map(({ token }) => placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }])));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body.message).toBe(`${dish.name} is sold out.`);
    expect(await portionsLeft(t, schedule.id)).toBe(0);
    expect(await portionsOrdered(t, schedule.id)).toBe(50);
  });

  it('mixed carts in random line order: no lock error reaches a client and every portion is accounted for', async () => {
    const start = 20;
    const dishes = await Promise.all(Array.from({ length: 5 }, () => createOrderableDish(t, {}, { availableQty: start })));
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(t)));

    const responses = await Promise.all(
      buyers.map(({ token }) => {
        const picked = shuffled(dishes).slice(0, 2 + Math.floor(Math.random() * 3));
        const lines = picked.map(({ schedule }) => ({ menuScheduleId: schedule.id, quantity: 1 + Math.floor(Math.random() * 3) }));
        return placeOrder(t, token, lines);
      }),
    );

    for (const response of responses) expect([201, 409]).toContain(response.status);
    expect(responses.some((response) => response.status === 201)).toBe(true);
    for (const { schedule } of dishes) {
      const left = await portionsLeft(t, schedule.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + (await portionsOrdered(t, schedule.id))).toBe(start);
    }
  });

  it('the same Idempotency-Key sent 20 times at once creates one order, takes stock once, and answers identically', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 30 });
    const key = randomUUID();
    const before = await countOrders(t);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], key)),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const bodies = new Set(responses.map((response) => JSON.stringify(response.body)));
    expect(bodies.size).toBe(1);
    expect(await countOrders(t)).toBe(before + 1);
    expect(await portionsLeft(t, schedule.id)).toBe(28);
  });

  it("an Idempotency-Key reused with a different body gets 422; another customer's same key is their own", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 30 });
    const key = randomUUID();
    const first = await placeOrder(t, alice.token, [{ menuScheduleId: schedule.id, quantity: 1 }], key).expect(201);

    const changed = await placeOrder(t, alice.token, [{ menuScheduleId: schedule.id, quantity: 2 }], key).expect(422);
    expect(changed.body.message).toMatch(/Idempotency-Key was already used with a different request/);
    const replay = await placeOrder(t, alice.token, [{ menuScheduleId: schedule.id, quantity: 1 }], key).expect(201);
    expect(replay.body).toEqual(first.body);

    const bobs = await placeOrder(t, bob.token, [{ menuScheduleId: schedule.id, quantity: 1 }], key).expect(201);
    expect(bobs.body.data.id).not.toBe(first.body.data.id);
    expect(await portionsLeft(t, schedule.id)).toBe(28);
  });

  it('a failed order releases its Idempotency-Key, so the same request may be retried', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 1 });
    const key = randomUUID();
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], key).expect(409);
    await t.dataSource.query('UPDATE menu_schedules SET available_qty = 5 WHERE id = ?', [schedule.id]);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], key).expect(201);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], '').expect(400);
  });

  describe('cancelling', () => {
    it('succeeds at 119 seconds, returns the stock once, and is final', async () => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
      const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 3 }]).expect(201)).body.data;
      t.clock.advance(119_000);

      const response = await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Order cancelled successfully!',
        data: { id: order.id, status: 'CANCELLED', cancellableUntil: null },
      });
      expect(await portionsLeft(t, schedule.id)).toBe(10);

      const again = await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(409);
      expect(again.body.message).toBe('This order is already cancelled.');
      const revive = await t.http().put(`/api/v1/admin/orders/${order.id}`).set(auth(admin)).send({ status: 'PENDING' }).expect(409);
      expect(revive.body.message).toMatch(/cancelled order cannot change status/);
      expect(await portionsLeft(t, schedule.id)).toBe(10);
    });

    it('is refused at 121 seconds and changes nothing', async () => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
      const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 3 }]).expect(201)).body.data;
      t.clock.advance(121_000);

      const response = await t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)).expect(409);
      expect(response.body.message).toMatch(/120-second cancellation window has passed/);
      expect((await t.http().get(`/api/v1/orders/${order.id}`).set(auth(token)).expect(200)).body.data).toMatchObject({
        status: 'PENDING',
        cancellableUntil: null,
      });
      expect(await portionsLeft(t, schedule.id)).toBe(7);
    });

    it('is refused once the kitchen started preparing', async () => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t);
      const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;
      await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);
      const response = await t.http().put(`/api/v1/orders/${order.orderRefId}/cancel`).set(auth(token)).expect(409);
      expect(response.body.message).toMatch(/can no longer be cancelled/);
    });

    it('racing an admin status change: exactly one wins, and the stock comes back only when the cancel wins', async () => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 40 });
      const outcomes = new Set<string>();
      for (let round = 0; round < 8; round += 1) {
        const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201)).body.data;
        const leftBefore = await portionsLeft(t, schedule.id);
        const [cancel, change] = await Promise.all([
          t.http().post(`/api/v1/orders/${order.id}/cancel`).set(auth(token)),
          t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'PREPARING' }),
        ]);
        expect([cancel.status, change.status].sort()).toEqual([200, 409]);
        const final = (await t.http().get(`/api/v1/admin/orders/${order.id}`).set(auth(admin)).expect(200)).body;
        if (cancel.status === 200) {
          expect(final.status).toBe('CANCELLED');
          expect(await portionsLeft(t, schedule.id)).toBe(leftBefore + 2);
        } else {
          expect(final.status).toBe('PREPARING');
          expect(await portionsLeft(t, schedule.id)).toBe(leftBefore);
        }
        outcomes.add(final.status);
      }
      expect(outcomes.size).toBeGreaterThanOrEqual(1);
    });

    it('by an admin before delivery returns the stock; after delivery it does not', async () => {
      const { token } = await createUser(t);
      const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
      const early = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201)).body.data;
      const late = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 3 }]).expect(201)).body.data;
      expect(await portionsLeft(t, schedule.id)).toBe(5);

      await t.http().put(`/api/v1/admin/orders/${early.id}`).set(auth(admin)).send({ status: 'READY' }).expect(200);
      await t.http().put(`/api/v1/admin/orders/${early.id}`).set(auth(admin)).send({ status: 'CANCELLED' }).expect(200);
      expect(await portionsLeft(t, schedule.id)).toBe(7);

      await t.http().put(`/api/v1/admin/orders/${late.id}`).set(auth(admin)).send({ status: 'DELIVERED' }).expect(200);
      const cancelled = await t.http().put(`/api/v1/admin/orders/${late.id}`).set(auth(admin)).send({ status: 'CANCELLED' }).expect(200);
      expect(cancelled.body.status).toBe('CANCELLED');
      expect(await portionsLeft(t, schedule.id)).toBe(7);
    });
  });
});
