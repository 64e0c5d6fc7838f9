import { MenuItem } from '../../src/dishes/menu-item.entity';
import { User } from '../../src/users/user.entity';
import { createDish } from '../factories/menu.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const deeplyNested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('hostile input: a clear 4xx, nothing written, never a 5xx', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('refuses JSON nested 50,000 deep on any body endpoint, signed in or not, with 400 and a message', async () => {
    const { token } = await createUser(t);
    const calls = [
      t.http().post('/api/v1/auth/login'),
      t.http().post('/api/v1/auth/register'),
      t.http().post('/api/v1/orders').set(bearer(token)),
      t.http().post('/api/v1/cart/add').set(bearer(token)),
    ];
    for (const [index, call] of calls.entries()) {
      const body = index % 2 === 0 ? deeplyNested(50_000) : deepObject(50_000);
      const response = await call.set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: 'The JSON body nests objects or arrays more than 32 levels deep.' });
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t
      .http()
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
  });

  it('refuses a null name on the profile and keeps the stored one', async () => {
    const { user, token } = await createUser(t, { name: 'Meera Iyer' });
    const response = await t.http().put('/api/v1/users/profile').set(bearer(token)).send({ name: null });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).name).toBe('Meera Iyer');
  });

  it('refuses empty and one-number ranges on every admin list', async () => {
    const admin = bearer(await adminToken(t));
    for (const list of ['menus', 'menu-schedules', 'orders', 'customers', 'reviews']) {
      for (const range of ['[]', '[1]', '[0,1,2]', '[-1,5]', '[5,2]', '[0,99999999999999999999]']) {
        const response = await t.http().get(`/api/v1/admin/${list}`).query({ range }).set(admin);
        expect([list, range, response.status]).toEqual([list, range, 400]);
        expect(response.body.message).toMatch(/range/);
      }
    }
  });

  it("refuses absurd page numbers on a dish's reviews", async () => {
    const dish = await createDish(t);
    for (const page of ['99999999999999999999', '-1', '1.5', 'abc']) {
      const response = await t.http().get(`/api/v1/menus/${dish.id}/reviews`).query({ page });
      expect([page, response.status]).toEqual([page, 400]);
    }
  });

  it('reads path ids strictly: " 1", "+1" and "01" name no dish, and nothing changes', async () => {
    const admin = bearer(await adminToken(t));
    const dish = await createDish(t, { name: 'Strict Id Dal' });
    for (const id of [` ${dish.id}`, `+${dish.id}`, `0${dish.id}`, `${dish.id}.0`, `${dish.id}e0`]) {
      const path = `/api/v1/admin/menus/${encodeURIComponent(id)}`;
      const update = await t.http().put(path).set(admin).send({ name: 'Renamed by a fuzzer', active: false });
      expect([id, update.status]).toEqual([id, 404]);
      const removal = await t.http().delete(path).set(admin);
      expect([id, removal.status]).toEqual([id, 404]);
    }
    expect(await t.dataSource.getRepository(MenuItem).findOneByOrFail({ id: dish.id })).toMatchObject({
      name: 'Strict Id Dal',
      active: true,
    });
    // The id as written names the dish.
    await t.http().get(`/api/v1/admin/menus/${dish.id}`).set(admin).expect(200);
    await t.http().get(`/api/v1/menus/${dish.id}`).expect(200);
  });
});
