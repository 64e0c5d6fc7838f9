import { Promotion } from '../../src/promotions/promotion.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder, portionsLeft } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let codes = 0;
const freshCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;

describe('promotions', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  async function createPromotion(fields: Record<string, unknown>): Promise<{ id: number; code: string }> {
    const code = freshCode('SAVE');
    const answer = await t
      .http()
      .post('/api/v1/admin/promotions')
      .set(auth(admin))
      .send({ code, description: 'Test offer', kind: 'PERCENT', percentOff: 10, ...fields })
      .expect(201);
    return answer.body;
  }

  /** A ₹249 dish with plenty of portions. */
  const dish = () => createOrderableDish(t, { pricePaise: 24900 }, { availableQty: 100 });

  async function promotionRow(id: number): Promise<Promotion> {
    return t.dataSource.getRepository(Promotion).findOneByOrFail({ id });
  }

  it('lets the admin create and list codes, refusing forms that do not hold together', async () => {
    const created = await createPromotion({
      code: freshCode('diwali'),
      kind: 'FLAT',
      flatOff: 50,
      minOrder: 300,
      maxDiscount: null,
      totalLimit: 100,
      perCustomerLimit: 1,
    });
    expect(created).toMatchObject({
      kind: 'FLAT',
      flatOff: 50,
      percentOff: null,
      minOrder: 300,
      totalLimit: 100,
      perCustomerLimit: 1,
      active: true,
      uses: 0,
      discountGiven: 0,
    });
    expect(created.code).toMatch(/^DIWALI/);
    const list = await t.http().get('/api/v1/admin/promotions').set(auth(admin)).expect(200);
    expect(list.headers['content-range']).toMatch(/^promotions 0-\d+\/\d+$/);
    expect(list.body.map((row: { id: number }) => row.id)).toContain(created.id);

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ code: 'A!', description: 'x', kind: 'PERCENT', percentOff: 10 }, 400, /code must be 3 to 20 letters or digits/],
      [{ code: freshCode('P'), description: 'x', kind: 'PERCENT' }, 400, /percentOff must be a whole percent from 1 to 100/],
      [
        { code: freshCode('P'), description: 'x', kind: 'PERCENT', percentOff: 120 },
        400,
        /percentOff must be a whole percent from 1 to 100/,
      ],
      [{ code: freshCode('F'), description: 'x', kind: 'FLAT', flatOff: 0 }, 400, /flatOff must be at least ₹1/],
      [
        {
          code: freshCode('W'),
          description: 'x',
          kind: 'PERCENT',
          percentOff: 5,
          startsAt: '2026-12-02T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        400,
        /endsAt must be later than startsAt/,
      ],
      [
        { code: created.code.toLowerCase(), description: 'x', kind: 'PERCENT', percentOff: 5 },
        409,
        /There is already a promotion with the code/,
      ],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await t.http().post('/api/v1/admin/promotions').set(auth(admin)).send(body).expect(status);
      expect(JSON.stringify(answer.body)).toMatch(message);
    }
    const { token } = await createUser(t);
    await t.http().get('/api/v1/admin/promotions').set(auth(token)).expect(403);
  });

  it("quotes a code on the customer's cart: the discount, tax on what is left, and the total", async () => {
    const promotion = await createPromotion({ percentOff: 20, maxDiscount: 60 });
    const { token } = await createUser(t);
    const { schedule } = await dish();
    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: schedule.id, quantity: 2 }).expect(200);

    const quote = await t
      .http()
      .post('/api/v1/promotions/quote')
      .set(auth(token))
      .send({ code: ` ${promotion.code.toLowerCase()} ` })
      .expect(200);
    // 20% of ₹498 is ₹99.60, capped at ₹60; tax 8% of ₹438.
    expect(quote.body.data).toEqual({
      code: promotion.code,
      description: 'Test offer',
      subtotal: 498,
      discount: 60,
      tax: 35.04,
      total: 473.04,
    });
  });

  it('refuses a code with a message that says why, for every rule', async () => {
    const { token } = await createUser(t);
    const { schedule } = await dish();
    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: schedule.id, quantity: 1 }).expect(200);
    const quote = (code: string) => t.http().post('/api/v1/promotions/quote').set(auth(token)).send({ code });

    expect((await quote('NOSUCHCODE').expect(404)).body).toMatchObject({
      code: 'PROMO_UNKNOWN',
      message: 'There is no code NOSUCHCODE. Check the spelling and try again.',
    });
    const minimum = await createPromotion({ minOrder: 300 });
    expect((await quote(minimum.code).expect(409)).body).toMatchObject({
      code: 'PROMO_MIN_ORDER',
      message: 'This code needs an order of at least ₹300.',
    });
    const later = await createPromotion({ startsAt: '2099-01-01T04:30:00.000Z' });
    expect((await quote(later.code).expect(409)).body.message).toBe(`The code ${later.code} can be used from 01 Jan 2099, 10:00 am.`);
    const over = await createPromotion({ endsAt: '2020-01-01T04:30:00.000Z' });
    expect((await quote(over.code).expect(409)).body.message).toBe(`The code ${over.code} ended on 01 Jan 2020, 10:00 am.`);
    const off = await createPromotion({ active: false });
    expect((await quote(off.code).expect(404)).body.code).toBe('PROMO_UNKNOWN');
    await t.http().post('/api/v1/promotions/quote').set(auth(token)).send({ code: '   ' }).expect(400);
    await t.http().post('/api/v1/promotions/quote').send({ code: minimum.code }).expect(401);
  });

  it('applies a code to the order, counts it, and gives the use back when the order is cancelled', async () => {
    const promotion = await createPromotion({ kind: 'FLAT', flatOff: 50, perCustomerLimit: 1 });
    const { token } = await createUser(t);
    const { schedule } = await dish();

    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }], undefined, {
      promotionCode: promotion.code.toLowerCase(),
    }).expect(201);
    expect(placed.body.data).toMatchObject({ subtotal: 498, discount: 50, promotionCode: promotion.code, tax: 35.84, total: 483.84 });
    const sheet = await t.http().get(`/api/v1/admin/production?cookDate=${schedule.cookDate}`).set(auth(admin)).expect(200);
    expect(sheet.body.pickups.find((pickup: { orderId: string }) => pickup.orderId === placed.body.data.id)).toMatchObject({
      amountDue: 483.84,
    });
    expect(await promotionRow(promotion.id)).toMatchObject({ usesCount: 1, discountGivenPaise: 5000 });
    const admin1 = await t.http().get(`/api/v1/admin/promotions/${promotion.id}`).set(auth(admin)).expect(200);
    expect(admin1.body).toMatchObject({ uses: 1, discountGiven: 50 });

    const left = await portionsLeft(t, schedule.id);
    const again = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      promotionCode: promotion.code,
    }).expect(409);
    expect(again.body).toMatchObject({
      code: 'PROMO_USED_UP_FOR_YOU',
      message: 'You have already used this code once, which is as often as it allows.',
    });
    expect(await portionsLeft(t, schedule.id)).toBe(left);

    await t.http().post(`/api/v1/orders/${placed.body.data.id}/cancel`).set(auth(token)).expect(200);
    expect(await promotionRow(promotion.id)).toMatchObject({ usesCount: 0, discountGivenPaise: 0 });
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { promotionCode: promotion.code }).expect(201);
  });

  it('keeps a first-order code for customers with no order yet', async () => {
    const promotion = await createPromotion({ firstOrderOnly: true });
    const { schedule } = await dish();
    const returning = await createUser(t);
    await placeOrder(t, returning.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const refused = await placeOrder(t, returning.token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      promotionCode: promotion.code,
    }).expect(409);
    expect(refused.body).toMatchObject({ code: 'PROMO_FIRST_ORDER_ONLY', message: 'This code is for a first order only.' });
    const first = await createUser(t);
    await placeOrder(t, first.token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { promotionCode: promotion.code }).expect(
      201,
    );
  });

  it('never passes the total limit however many customers race for the last use', async () => {
    const promotion = await createPromotion({ totalLimit: 3 });
    const { schedule } = await dish();
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const answers = await Promise.all(
      customers.map(({ token }) =>
        placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { promotionCode: promotion.code }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'PROMO_USED_UP')).toBe(true);
    expect(await promotionRow(promotion.id)).toMatchObject({ usesCount: 3 });
    expect(await portionsLeft(t, schedule.id)).toBe(97);
  });

  it('never passes the per-customer limit when one customer orders many times at once', async () => {
    const promotion = await createPromotion({ perCustomerLimit: 2 });
    const { schedule } = await dish();
    const { token } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, { promotionCode: promotion.code }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(await promotionRow(promotion.id)).toMatchObject({ usesCount: 2 });
  });

  it('charges an online order its discounted total', async () => {
    const promotion = await createPromotion({ kind: 'FLAT', flatOff: 100 });
    const { token } = await createUser(t);
    const { schedule } = await dish();
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      promotionCode: promotion.code,
      paymentMethod: 'ONLINE',
    }).expect(201);
    // ₹249 − ₹100 = ₹149, + 8% tax = ₹160.92 (the provider is asked for paise)
    expect(placed.body.data).toMatchObject({ total: 160.92, payment: { amount: 16092 } });
  });
});
