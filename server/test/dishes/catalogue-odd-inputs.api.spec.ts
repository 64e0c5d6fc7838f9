import { createDish, createSchedule } from '../factories/menu.factory';
import { adminToken } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer } from '../factories/catalogue-helpers';

describe('catalogue: odd inputs get a 4xx with a message, never a 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('treats search text as text: quotes and repeated parameters find nothing', async () => {
    for (const query of ['name=' + encodeURIComponent("' OR 1=1 --"), 'name=a&name=b']) {
      const response = await t.http().get(`/api/v1/menus/search?${query}`).expect(200);
      expect(response.body.data).toEqual([]);
    }
  });

  it('answers every odd request with a client error that says what is wrong', async () => {
    const admin = bearer(await adminToken(t));
    const dish = await createDish(t);
    const schedule = await createSchedule(t, dish.id);
    const requests = [
      t.http().get('/api/v1/menus/99999999999999999999'),
      t.http().get('/api/v1/admin/menus').query({ filter: '{"q":{"$ne":1}}' }).set(admin),
      t.http().get('/api/v1/admin/menus').query({ filter: '[1,2]' }).set(admin),
      t.http().get('/api/v1/admin/menus').query({ range: '[0,"x"]' }).set(admin),
      t.http().get('/api/v1/admin/menus').query({ sort: '["name","SIDEWAYS"]' }).set(admin),
      t.http().get('/api/v1/admin/menu-schedules').query({ filter: '{"date":5}' }).set(admin),
      t.http().get('/api/v1/admin/menu-schedules').query({ filter: '{"status":"LIVE"}' }).set(admin),
      t.http().get('/api/v1/admin/menu-schedules/abc').set(admin),
      t.http().post('/api/v1/admin/menus').set(admin).set('Content-Type', 'application/json').send('{"name":'),
      t.http().post('/api/v1/admin/menus').set(admin).send([1, 2]),
      t
        .http()
        .put(`/api/v1/admin/menus/${dish.id}`)
        .set(admin)
        .send({ images: [1, 2] }),
      t
        .http()
        .put(`/api/v1/admin/menus/${dish.id}`)
        .set(admin)
        .send({ name: 'x'.repeat(121) }),
      t.http().post('/api/v1/admin/menu-schedules').set(admin).send({ menuId: 'one' }),
      t.http().post('/api/v1/admin/menu-schedules').set(admin).send({ menuId: dish.id, cookDate: 20311201 }),
      t.http().put(`/api/v1/admin/menu-schedules/${schedule.id}`).set(admin).send({ availableQty: null, cookDate: '2031-13-01' }),
      t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=1e3`).set(admin),
      t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=99999999999`).set(admin),
      t.http().delete('/api/v1/admin/menu-schedules/0').set(admin),
    ];
    for (const [index, request] of requests.entries()) {
      const response = await request;
      const label = `request #${index} -> ${response.status} ${JSON.stringify(response.body)}`;
      expect([label, response.status >= 400 && response.status < 500]).toEqual([label, true]);
      expect(typeof response.body.message).toBe('string');
    }
  });
});
