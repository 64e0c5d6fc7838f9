import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createDish, createOrderableDish, createSchedule } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, counts, placeOrderRow } from '../factories/catalogue-helpers';

const validMenu = {
  name: 'Rajma Chawal',
  description: 'Kidney beans in a thick onion-tomato gravy with steamed rice.',
  price: 189.5,
  imageUrl: '/uploads/rajma.png',
};

describe('catalogue: admin menus (react-admin and the spec paths)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t));
    customer = bearer((await createUser(t)).token);
  });

  afterAll(() => t.close());

  it('creates a dish with isVeg and active defaulting to true, price kept to the paisa', async () => {
    const response = await t.http().post('/api/v1/admin/menus').set(admin).send(validMenu).expect(201);
    expect(response.body).toMatchObject({
      ...validMenu,
      isVeg: true,
      active: true,
      images: [],
      ingredients: null,
      nameHi: null,
      descriptionHi: null,
    });
    expect(response.body).not.toHaveProperty('success');
    const stored = await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: response.body.id });
    expect(stored.pricePaise).toBe(18950);
  });

  it("gives the Hindi name with the dish's cart line and order line", async () => {
    const { dish, schedule } = await createOrderableDish(t, { nameHi: 'मसाला डोसा' });
    const { token } = await createUser(t);
    const cart = await t.http().post('/api/v1/cart/add').set(bearer(token)).send({ menuScheduleId: schedule.id, quantity: 1 }).expect(200);
    expect(cart.body.data.items).toEqual([expect.objectContaining({ name: dish.name, nameHi: 'मसाला डोसा' })]);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const order = await t.http().get(`/api/v1/orders/${placed.body.data.id}`).set(bearer(token)).expect(200);
    expect(order.body.data.orderItems).toEqual([expect.objectContaining({ menuName: dish.name, menuNameHi: 'मसाला डोसा' })]);
  });

  it('keeps an optional Hindi name and description, shown on the menu card beside the English ones, and clears them', async () => {
    const created = await t
      .http()
      .post('/api/v1/admin/menus')
      .set(admin)
      .send({
        ...validMenu,
        name: 'Rajma Chawal Hindi',
        nameHi: 'राजमा चावल',
        descriptionHi: 'गाढ़ी प्याज़-टमाटर ग्रेवी में राजमा, उबले चावल के साथ।',
      })
      .expect(201);
    expect(created.body).toMatchObject({ nameHi: 'राजमा चावल', descriptionHi: 'गाढ़ी प्याज़-टमाटर ग्रेवी में राजमा, उबले चावल के साथ।' });
    const card = (await t.http().get(`/api/v1/menus/${created.body.id}`).expect(200)).body.data;
    expect(card).toMatchObject({ name: 'Rajma Chawal Hindi', nameHi: 'राजमा चावल' });
    const cleared = await t
      .http()
      .put(`/api/v1/admin/menus/${created.body.id}`)
      .set(admin)
      .send({ nameHi: '', descriptionHi: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ nameHi: null, descriptionHi: null });
    const tooLong = await t
      .http()
      .post('/api/v1/admin/menus')
      .set(admin)
      .send({ ...validMenu, nameHi: 'क'.repeat(121) })
      .expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'nameHi', message: 'nameHi must be at most 120 characters' }]);
  });

  it('lists with sort, range, filter q and Content-Range', async () => {
    await createDish(t, { name: 'Zzz Kulfi Falooda' });
    await createDish(t, { name: 'Zzz Kulfi Plain' });
    const response = await t
      .http()
      .get('/api/v1/admin/menus')
      .query({ sort: '["name","DESC"]', range: '[0,0]', filter: '{"q":"zzz kulfi"}' })
      .set(admin)
      .expect(200);
    expect(response.body.map((item: { name: string }) => item.name)).toEqual(['Zzz Kulfi Plain']);
    expect(response.headers['content-range']).toBe('menus 0-0/2');
    const many = await t
      .http()
      .get('/api/v1/admin/menus')
      .query({ filter: JSON.stringify({ id: [response.body[0].id] }) })
      .set(admin)
      .expect(200);
    expect(many.body).toHaveLength(1);
    await t.http().get('/api/v1/admin/menus').query({ sort: '["pricePaise","ASC"]' }).set(admin).expect(400);
  });

  it('gets, updates (ignoring read-only fields sent back by react-admin) and 404s unknown ids', async () => {
    const dish = await createDish(t);
    const got = await t.http().get(`/api/v1/admin/menus/${dish.id}`).set(admin).expect(200);
    const updated = await t
      .http()
      .put(`/api/v1/admin/menus/${dish.id}`)
      .set(admin)
      .send({ ...got.body, price: 99.99, isVeg: false, ingredients: 'Eggs' })
      .expect(200);
    expect(updated.body).toMatchObject({ id: dish.id, price: 99.99, isVeg: false, ingredients: 'Eggs', name: dish.name });
    const missing = await t.http().get('/api/v1/admin/menus/987654').set(admin).expect(404);
    expect(missing.body.message).toBe('Menu item not found');
    await t.http().put('/api/v1/admin/menus/987654').set(admin).send({ price: 10 }).expect(404);
  });

  it('deletes a dish nobody ordered, with its schedules', async () => {
    const dish = await createDish(t);
    await createSchedule(t, dish.id);
    await t.http().delete(`/api/v1/admin/menus/${dish.id}`).set(admin).expect(200);
    expect(await t.dataSource.getRepository(MenuItem).findOneBy({ id: dish.id })).toBeNull();
    expect(await t.dataSource.getRepository(MenuSchedule).countBy({ menuItemId: dish.id })).toBe(0);
  });

  it('deactivates instead of deleting a dish that appears in an order', async () => {
    const dish = await createDish(t);
    const schedule = await createSchedule(t, dish.id);
    await placeOrderRow(t, dish, schedule);
    const response = await t.http().delete(`/api/v1/admin/menus/${dish.id}`).set(admin).expect(200);
    expect(response.body).toMatchObject({ id: dish.id, active: false });
    expect((await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: dish.id })).active).toBe(false);
    const card = await t.http().get(`/api/v1/menus/${dish.id}`).expect(200);
    expect(card.body.data.availability).toEqual({ state: 'NOT_AVAILABLE', message: 'Not available' });
  });

  it('serves the spec paths: POST/PUT/DELETE /menus (envelope) and /admin/foods (plain)', async () => {
    const created = await t.http().post('/api/v1/menus').set(admin).send(validMenu).expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Menu saved successfully!', data: { name: validMenu.name } });
    const id = created.body.data.id;
    const updated = await t
      .http()
      .put(`/api/v1/menus/${id}`)
      .set(admin)
      .send({ ...validMenu, price: 200 })
      .expect(200);
    expect(updated.body.data.price).toBe(200);
    await t.http().delete(`/api/v1/menus/${id}`).set(admin).expect(200);
    expect(await t.dataSource.getRepository(MenuItem).findOneBy({ id })).toBeNull();

    const food = await t.http().post('/api/v1/admin/foods').set(admin).send(validMenu).expect(201);
    expect(food.body).toMatchObject({ name: validMenu.name, price: validMenu.price });
    await t.http().put(`/api/v1/admin/foods/${food.body.id}`).set(admin).send({ active: false }).expect(200);
    expect((await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: food.body.id })).active).toBe(false);
    await t.http().delete(`/api/v1/admin/foods/${food.body.id}`).set(admin).expect(200);
    expect(await t.dataSource.getRepository(MenuItem).findOneBy({ id: food.body.id })).toBeNull();
  });

  describe('bad menu payloads: 400 with a message, nothing written', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['missing name', { ...validMenu, name: undefined }, /name is required/],
      ['blank name', { ...validMenu, name: '   ' }, /name is required/],
      ['missing description', { ...validMenu, description: undefined }, /description is required/],
      ['zero price', { ...validMenu, price: 0 }, /price must be positive/],
      ['negative price', { ...validMenu, price: -5 }, /price must be positive/],
      ['three decimals', { ...validMenu, price: 10.005 }, /at most two decimals/],
      ['price as text', { ...validMenu, price: 'ten' }, /price must be a number/],
      ['missing image', { ...validMenu, imageUrl: undefined }, /imageUrl is required/],
      ['script image', { ...validMenu, imageUrl: 'javascript:alert(1)' }, /imageUrl must be/],
      ['isVeg as text', { ...validMenu, isVeg: 'yes' }, /isVeg must be true or false/],
      ['unknown field', { ...validMenu, pricePaise: 100 }, /pricePaise should not exist/],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const before = await counts(t);
      for (const path of ['/api/v1/admin/menus', '/api/v1/menus', '/api/v1/admin/foods']) {
        const response = await t.http().post(path).set(admin).send(payload).expect(400);
        expect(response.body.success).toBe(false);
        expect(response.body.message).toMatch(message);
      }
      expect(await counts(t)).toEqual(before);
    });

    it('refuses a bad update and leaves the dish as it was', async () => {
      const dish = await createDish(t);
      const response = await t.http().put(`/api/v1/admin/menus/${dish.id}`).set(admin).send({ name: 'New', price: 1.234 }).expect(400);
      expect(response.body.message).toMatch(/two decimals/);
      expect((await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: dish.id })).name).toBe(dish.name);
    });
  });

  it('refuses customers (403) and anonymous callers (401) on every admin write', async () => {
    const dish = await createDish(t);
    const before = await counts(t);
    const writes: [string, string][] = [
      ['post', '/api/v1/admin/menus'],
      ['put', `/api/v1/admin/menus/${dish.id}`],
      ['delete', `/api/v1/admin/menus/${dish.id}`],
      ['get', '/api/v1/admin/menus'],
      ['post', '/api/v1/menus'],
      ['put', `/api/v1/menus/${dish.id}`],
      ['delete', `/api/v1/menus/${dish.id}`],
      ['post', '/api/v1/admin/foods'],
      ['put', `/api/v1/admin/foods/${dish.id}`],
      ['delete', `/api/v1/admin/foods/${dish.id}`],
      ['post', '/api/v1/admin/uploads'],
    ];
    for (const [method, path] of writes) {
      const call = () => (t.http() as unknown as Record<string, (url: string) => import('supertest').Test>)[method](path);
      const refused = await call().set(customer).send(validMenu);
      expect([path, refused.status]).toEqual([path, 403]);
      const anonymous = await call().send(validMenu);
      expect([path, anonymous.status]).toEqual([path, 401]);
    }
    expect(await counts(t)).toEqual(before);
  });
});
