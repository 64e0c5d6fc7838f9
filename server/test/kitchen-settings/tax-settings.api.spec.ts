import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the kitchen sets its tax', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  it("starts from the spec's 'Taxes & Fees' at 8% on top of prices", async () => {
    const settings = await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200);
    expect(settings.body).toMatchObject({ taxLabel: 'Taxes & Fees', taxRatePercent: 8, pricesIncludeTax: false });
  });

  it('charges new orders the rate set, while placed orders keep the rate they were charged', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t, { pricePaise: 24900 }, { availableQty: 20 });
    const before = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    expect(before.body.data).toMatchObject({
      subtotal: 249,
      tax: 19.92,
      total: 268.92,
      taxLabel: 'Taxes & Fees',
      taxRate: 8,
      pricesIncludeTax: false,
    });

    await t
      .http()
      .put('/api/v1/admin/kitchen-settings')
      .set(auth(admin))
      .send({ taxLabel: 'GST', taxRatePercent: 5, pricesIncludeTax: true })
      .expect(200);
    expect((await t.http().get('/api/v1/settings').expect(200)).body.data).toMatchObject({
      taxLabel: 'GST',
      taxRate: 0.05,
      pricesIncludeTax: true,
    });

    await t.http().post('/api/v1/cart/add').set(auth(token)).send({ menuScheduleId: schedule.id, quantity: 1 }).expect(200);
    expect((await t.http().get('/api/v1/cart').set(auth(token)).expect(200)).body.data).toMatchObject({
      subtotal: 249,
      tax: 11.86,
      total: 249,
    });
    const after = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    expect(after.body.data).toMatchObject({ subtotal: 249, tax: 11.86, total: 249, taxLabel: 'GST', taxRate: 5, pricesIncludeTax: true });

    const kept = await t.http().get(`/api/v1/orders/${before.body.data.id}`).set(auth(token)).expect(200);
    expect(kept.body.data).toMatchObject({ tax: 19.92, total: 268.92, taxLabel: 'Taxes & Fees', taxRate: 8 });
    await t
      .http()
      .put('/api/v1/admin/kitchen-settings')
      .set(auth(admin))
      .send({ taxLabel: 'Taxes & Fees', taxRatePercent: 8, pricesIncludeTax: false })
      .expect(200);
  });

  it('refuses a tax it cannot charge, naming the problem and changing nothing', async () => {
    for (const [body, message] of [
      [{ taxRatePercent: -1 }, 'The tax rate must be a percent from 0 to 99.99'],
      [{ taxRatePercent: 5.555 }, 'The tax rate must be a percent with at most two decimals'],
      [{ taxLabel: '   ' }, 'The tax label must be 1 to 30 characters, such as GST'],
      [{ pricesIncludeTax: 'yes' }, 'Whether prices include tax must be true or false'],
      [{ taxRatePercent: null }, 'The tax rate must be a percent with at most two decimals'],
    ] as const) {
      const answer = await t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send(body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200)).body).toMatchObject({
      taxLabel: 'Taxes & Fees',
      taxRatePercent: 8,
    });
  });
});
