import { randomUUID } from 'node:crypto';
import { addDays, localDate } from '../../src/common/kitchen-time';
import { IdempotencyKey } from '../../src/idempotency/idempotency-key.entity';
import { IdempotencyPurgeJob } from '../../src/idempotency/idempotency-purge.job';
import { createOrderableDish } from '../factories/menu.factory';
import { countOrders, placeOrder, portionsLeft } from '../factories/order.factory';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Idempotency-Key lifetime', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  /** Cooked in three days, so its cutoff is still ahead after the clock moves a day. */
  const laterDish = () =>
    createOrderableDish(t, {}, { availableQty: 10, cookDate: addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 3) });

  it('replays for 24 hours; after that the key is purged by the hourly job and a repeat is a new order', async () => {
    const { token } = await createUser(t);
    const { schedule } = await laterDish();
    const key = randomUUID();
    const lines = [{ menuScheduleId: schedule.id, quantity: 1 }];
    const first = await placeOrder(t, token, lines, key).expect(201);

    t.clock.advance(DAY_MS - 60_000);
    const replay = await placeOrder(t, token, lines, key).expect(201);
    // The same order, as it is now: its two-minute cancel window has long passed.
    expect(replay.body).toEqual({ ...first.body, data: { ...first.body.data, cancellableUntil: null } });
    expect(await portionsLeft(t, schedule.id)).toBe(9);

    t.clock.advance(2 * 60_000);
    await t.app.get(IdempotencyPurgeJob).purge();
    expect(await t.dataSource.getRepository(IdempotencyKey).countBy({ key })).toBe(0);

    const before = await countOrders(t);
    const fresh = await placeOrder(t, token, lines, key).expect(201);
    expect(fresh.body.data.id).not.toBe(first.body.data.id);
    expect(await countOrders(t)).toBe(before + 1);
  });

  it('an expired key that was not purged yet is also treated as new', async () => {
    const { token } = await createUser(t);
    const { schedule } = await laterDish();
    const key = randomUUID();
    const lines = [{ menuScheduleId: schedule.id, quantity: 1 }];
    const first = await placeOrder(t, token, lines, key).expect(201);
    t.clock.advance(DAY_MS + 1000);
    const second = await placeOrder(t, token, lines, key).expect(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it('a key names the order it placed, and a replay answers that order as it is now', async () => {
    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 10 });
    const lines = [{ menuScheduleId: schedule.id, quantity: 1 }];
    const key = randomUUID();
    const first = await placeOrder(t, token, lines, key).expect(201);
    const stored = await t.dataSource.getRepository(IdempotencyKey).findOneByOrFail({ userId: user.id, key });
    expect(stored.orderId).toBe(first.body.data.id);

    await t
      .http()
      .post(`/api/v1/orders/${first.body.data.id}/cancel`)
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    const replay = await placeOrder(t, token, lines, key).expect(201);
    expect(replay.body.data).toMatchObject({ id: first.body.data.id, status: 'CANCELLED' });
    expect(await portionsLeft(t, schedule.id)).toBe(10);
  });
});
