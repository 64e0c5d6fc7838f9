import { Promotion } from '../../src/promotions/promotion.entity';
import { IdempotentRequest } from '../../src/idempotency/idempotent-request.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let codes = 0;
const freshCode = () => `KEY${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;

describe('Idempotency-Key on every POST', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  const createPromotion = (key: string, body: Record<string, unknown>, token = admin) =>
    t.http().post('/api/v1/admin/promotions').set(bearer(token)).set('Idempotency-Key', key).send(body);
  const promotionsCoded = (code: string) => t.dataSource.getRepository(Promotion).countBy({ code });

  it('answers a retry with the first answer, says it was replayed, and creates nothing more', async () => {
    const code = freshCode();
    const body = { code, description: 'Ten off', kind: 'PERCENT', percentOff: 10 };
    const first = await createPromotion('promo-1', body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createPromotion('promo-1', body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await promotionsCoded(code)).toBe(1);
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    const code = freshCode();
    await createPromotion('promo-2', { code, description: 'Ten off', kind: 'PERCENT', percentOff: 10 }).expect(201);
    const other = freshCode();
    const refused = await createPromotion('promo-2', { code: other, description: 'Ten off', kind: 'PERCENT', percentOff: 10 }).expect(422);
    expect(refused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await promotionsCoded(other)).toBe(0);
  });

  it('frees the key of a request that failed, so the corrected retry runs', async () => {
    const code = freshCode();
    await createPromotion('promo-3', { code, description: 'Ten off', kind: 'PERCENT' }).expect(400);
    expect(await t.dataSource.getRepository(IdempotentRequest).countBy({ key: 'promo-3' })).toBe(0);
    await createPromotion('promo-3', { code, description: 'Ten off', kind: 'PERCENT', percentOff: 10 }).expect(201);
    expect(await promotionsCoded(code)).toBe(1);
  });

  it('lets twins sent together create one thing: the others are replays or told to wait', async () => {
    const code = freshCode();
    const body = { code, description: 'Twins', kind: 'FLAT', flatOff: 20 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => createPromotion('promo-twins', body)));
    expect(answers.map((answer) => answer.status).every((status) => status === 201 || status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'IDEMPOTENCY_KEY_IN_PROGRESS')).toBe(
      true,
    );
    expect(await promotionsCoded(code)).toBe(1);
    const ids = new Set(answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as { id: number }).id));
    expect(ids.size).toBe(1);
  });

  it('runs again a request whose first try died holding the key, once the claim has run out', async () => {
    const code = freshCode();
    const body = { code, description: 'After a crash', kind: 'PERCENT', percentOff: 5 };
    const first = await createPromotion('promo-crash', body).expect(201);
    await t.dataSource.getRepository(Promotion).delete({ id: (first.body as { id: number }).id });
    await t.dataSource
      .getRepository(IdempotentRequest)
      .update({ key: 'promo-crash' }, { answer: null, claimedUntil: new Date(t.clock.now().getTime() + 30_000) });
    expect((await createPromotion('promo-crash', body).expect(409)).body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    t.clock.advance(31_000);
    await createPromotion('promo-crash', body).expect(201);
    expect(await promotionsCoded(code)).toBe(1);
  });

  it('keeps each caller’s keys apart', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    await t
      .http()
      .post('/api/v1/cart/add')
      .set(bearer(token))
      .set('Idempotency-Key', 'shared')
      .send({ menuScheduleId: schedule.id, quantity: 1 })
      .expect(200);
    const code = freshCode();
    const mine = await createPromotion('shared', { code, description: 'Mine', kind: 'PERCENT', percentOff: 5 }).expect(201);
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
  });

  it('marks a replayed order placement too', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 5 });
    const first = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], 'order-key').expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], 'order-key').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
  });
});
