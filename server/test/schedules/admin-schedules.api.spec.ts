import { zonedTime } from '../../src/common/kitchen-time';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createDish, createSchedule } from '../factories/menu.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, counts, placeOrderRow } from '../factories/catalogue-helpers';

const zone = 'Asia/Kolkata';

/** A schedule form for a cook date: cutoff 10:00, pickup 12:30-14:30 kitchen time. */
function form(menuId: number, cookDate: string, overrides: Record<string, unknown> = {}) {
  return {
    menuId,
    cookDate,
    orderCutoffAt: zonedTime(cookDate, '10:00', zone).toISOString(),
    pickupFrom: zonedTime(cookDate, '12:30', zone).toISOString(),
    pickupTo: zonedTime(cookDate, '14:30', zone).toISOString(),
    availableQty: 12,
    ...overrides,
  };
}

describe('catalogue: admin menu schedules', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t));
    customer = bearer((await createUser(t)).token);
  });

  afterAll(() => t.close());

  afterEach(async () => {
    t.clock.reset();
    admin = bearer(await adminToken(t));
  });

  /** Moves the clock and signs a fresh admin token (tokens expire relative to the clock). */
  async function travelTo(instant: Date): Promise<void> {
    t.clock.travelTo(instant);
    admin = bearer(await adminToken(t));
  }

  /** 23:59 on 2031-05-09 in Kolkata, 18:29 UTC: still the 9th in the kitchen, though UTC is close to midnight too. */
  const beforeKitchenMidnight = new Date('2031-05-09T18:29:00Z');
  /** 00:01 on 2031-05-10 in Kolkata while UTC still says the 9th. */
  const afterKitchenMidnight = new Date('2031-05-09T18:31:00Z');

  it('creates a PUBLISHED schedule by default and answers the Schedule shape', async () => {
    await travelTo(beforeKitchenMidnight);
    const dish = await createDish(t);
    const response = await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(dish.id, '2031-05-11')).expect(201);
    expect(response.body).toMatchObject({
      menuId: dish.id,
      menuName: dish.name,
      cookDate: '2031-05-11',
      orderCutoffAt: '2031-05-11T04:30:00.000Z',
      availableQty: 12,
      status: 'PUBLISHED',
    });
    expect(typeof response.body.createdAt).toBe('string');
  });

  it('schedules a dish on as many cook dates as the kitchen likes, but never twice on one date (409 naming it)', async () => {
    await travelTo(beforeKitchenMidnight);
    const dish = await createDish(t);
    await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(dish.id, '2031-05-09')).expect(201);
    await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(dish.id, '2031-05-12')).expect(201);
    const before = await counts(t);
    const blocked = await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(dish.id, '2031-05-12')).expect(409);
    expect(blocked.body).toEqual({
      success: false,
      code: 'DISH_ALREADY_SCHEDULED',
      message: 'This item is already scheduled on 12 May 2031. Choose another cook date, or change that schedule.',
    });
    const spec = await t.http().post('/api/v1/menu-schedules').set(admin).send(form(dish.id, '2031-05-09')).expect(409);
    expect(spec.body.message).toMatch(/already scheduled on 09 May 2031/);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses to move a schedule onto a date the dish already has, and lets a cancelled date be given again', async () => {
    await travelTo(beforeKitchenMidnight);
    const dish = await createDish(t);
    const first = await createSchedule(t, dish.id, { cookDate: '2031-05-10' });
    const second = await createSchedule(t, dish.id, { cookDate: '2031-05-11' });
    const moved = await t.http().put(`/api/v1/admin/menu-schedules/${second.id}`).set(admin).send({ cookDate: '2031-05-10' }).expect(409);
    expect(moved.body.code).toBe('DISH_ALREADY_SCHEDULED');
    expect((await t.dataSource.getRepository(MenuSchedule).findOneByOrFail({ id: second.id })).cookDate).toBe('2031-05-11');
    await t.http().put(`/api/v1/admin/menu-schedules/${first.id}`).set(admin).send({ status: 'CANCELLED' }).expect(200);
    await t.http().put(`/api/v1/admin/menu-schedules/${second.id}`).set(admin).send({ cookDate: '2031-05-10' }).expect(200);
    const revived = await t.http().put(`/api/v1/admin/menu-schedules/${first.id}`).set(admin).send({ status: 'PUBLISHED' }).expect(409);
    expect(revived.body.message).toBe('This item is already scheduled on 10 May 2031. Choose another cook date, or change that schedule.');
  });

  it('lets only one of simultaneous schedulings of a dish on one date through, and every other date', async () => {
    await travelTo(beforeKitchenMidnight);
    const dish = await createDish(t);
    const post = (cookDate: string) => t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(dish.id, cookDate));
    const statuses = (await Promise.all([post('2031-05-10'), post('2031-05-10'), post('2031-05-10'), post('2031-05-11')])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 201, 409, 409]);
    expect(await t.dataSource.getRepository(MenuSchedule).countBy({ menuItemId: dish.id })).toBe(2);
  });

  it('blocks a dish of the same name on the same date too', async () => {
    await travelTo(beforeKitchenMidnight);
    const first = await createDish(t, { name: 'Twin Thali' });
    const twin = await createDish(t, { name: 'twin thali' });
    await createSchedule(t, first.id, { cookDate: '2031-05-14' });
    const blocked = await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(twin.id, '2031-05-14')).expect(409);
    expect(blocked.body.message).toBe('This item is already scheduled on 14 May 2031. Choose another cook date, or change that schedule.');
    await t.http().post('/api/v1/admin/menu-schedules').set(admin).send(form(twin.id, '2031-05-20')).expect(201);
  });

  describe('date filter in the kitchen time zone while the clock is in UTC', () => {
    let ids: Record<'yesterday' | 'today' | 'tomorrow', number>;

    beforeAll(async () => {
      const dish = await createDish(t, { name: 'Midnight Khichdi' });
      ids = {
        yesterday: (await createSchedule(t, dish.id, { cookDate: '2031-05-08' })).id,
        today: (await createSchedule(t, dish.id, { cookDate: '2031-05-09' })).id,
        tomorrow: (await createSchedule(t, dish.id, { cookDate: '2031-05-10' })).id,
      };
    });

    async function listed(filter: Record<string, unknown>): Promise<number[]> {
      const response = await t
        .http()
        .get('/api/v1/admin/menu-schedules')
        .query({ filter: JSON.stringify({ q: 'midnight khichdi', ...filter }), sort: '["cookDate","ASC"]' })
        .set(admin)
        .expect(200);
      expect(response.headers['content-range']).toMatch(
        new RegExp(`^menu-schedules ${response.body.length === 0 ? '\\*' : '\\d+-\\d+'}/${response.body.length}$`),
      );
      return response.body.map((schedule: { id: number }) => schedule.id);
    }

    it('at 23:59 kitchen time: today is the 9th, upcoming the 10th, past hidden by default', async () => {
      await travelTo(beforeKitchenMidnight);
      expect(await listed({ date: 'today' })).toEqual([ids.today]);
      expect(await listed({ date: 'upcoming' })).toEqual([ids.tomorrow]);
      expect(await listed({})).toEqual([ids.today, ids.tomorrow]);
      expect(await listed({ date: 'all' })).toEqual([ids.yesterday, ids.today, ids.tomorrow]);
    });

    it('at 00:01 kitchen time (still the 9th in UTC): today is the 10th and the 9th is past', async () => {
      await travelTo(afterKitchenMidnight);
      expect(await listed({ date: 'today' })).toEqual([ids.tomorrow]);
      expect(await listed({ date: 'upcoming' })).toEqual([]);
      expect(await listed({})).toEqual([ids.tomorrow]);
    });

    it('filters by menuId and refuses an unknown date filter', async () => {
      await travelTo(beforeKitchenMidnight);
      const other = await createDish(t);
      const schedule = await createSchedule(t, other.id, { cookDate: '2031-05-09' });
      const response = await t
        .http()
        .get('/api/v1/admin/menu-schedules')
        .query({ filter: JSON.stringify({ menuId: other.id }) })
        .set(admin)
        .expect(200);
      expect(response.body.map((row: { id: number }) => row.id)).toEqual([schedule.id]);
      const bad = await t.http().get('/api/v1/admin/menu-schedules').query({ filter: '{"date":"yesterday"}' }).set(admin).expect(400);
      expect(bad.body.message).toMatch(/date must be one of all, today, upcoming/);
    });
  });

  it('updates quantity and status through react-admin PUT and the spec paths', async () => {
    const dish = await createDish(t);
    const schedule = await createSchedule(t, dish.id);
    const got = await t.http().get(`/api/v1/admin/menu-schedules/${schedule.id}`).set(admin).expect(200);
    const updated = await t
      .http()
      .put(`/api/v1/admin/menu-schedules/${schedule.id}`)
      .set(admin)
      .send({ ...got.body, availableQty: 3, status: 'DRAFT' })
      .expect(200);
    expect(updated.body).toMatchObject({ id: schedule.id, availableQty: 3, status: 'DRAFT' });
    const quantity = await t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=9`).set(admin).expect(200);
    expect(quantity.body).toMatchObject({ success: true, message: 'Schedule updated!', data: { availableQty: 9 } });
    const status = await t.http().put(`/api/v1/menu-schedules/${schedule.id}/status?status=CANCELLED`).set(admin).expect(200);
    expect(status.body.data.status).toBe('CANCELLED');
    await t.http().put('/api/v1/menu-schedules/999999/quantity?quantity=1').set(admin).expect(404);
  });

  it('deletes a schedule without orders, and refuses (409) one with orders', async () => {
    const dish = await createDish(t);
    const free = await createSchedule(t, dish.id);
    await t.http().delete(`/api/v1/admin/menu-schedules/${free.id}`).set(admin).expect(200);
    expect(await t.dataSource.getRepository(MenuSchedule).findOneBy({ id: free.id })).toBeNull();
    const ordered = await createSchedule(t, dish.id);
    await placeOrderRow(t, dish, ordered);
    const refused = await t.http().delete(`/api/v1/admin/menu-schedules/${ordered.id}`).set(admin).expect(409);
    expect(refused.body.message).toMatch(/CANCELLED/);
  });

  describe('bad schedule payloads: 400 with a message, nothing written', () => {
    const cases: [string, (menuId: number) => Record<string, unknown>, RegExp][] = [
      ['missing cookDate', (id) => form(id, '2031-06-01', { cookDate: undefined }), /The cook date must be a date written as YYYY-MM-DD/],
      ['impossible cookDate', (id) => form(id, '2031-06-01', { cookDate: '2031-02-30' }), /The cook date must be a real calendar date/],
      [
        'cutoff after pickup start',
        (id) => form(id, '2031-06-01', { orderCutoffAt: '2031-06-01T08:00:00.000Z' }),
        /The order cutoff must be before pickup starts/,
      ],
      [
        'pickup end before start',
        (id) => form(id, '2031-06-01', { pickupTo: '2031-06-01T06:00:00.000Z' }),
        /Pickup must end after it starts/,
      ],
      [
        'pickup end equal to start',
        (id) => form(id, '2031-06-01', { pickupTo: form(id, '2031-06-01').pickupFrom }),
        /Pickup must end after it starts/,
      ],
      [
        'time without zone',
        (id) => form(id, '2031-06-01', { pickupFrom: '2031-06-01T12:30' }),
        /The pickup start must be a date and time with a time zone/,
      ],
      ['negative quantity', (id) => form(id, '2031-06-01', { availableQty: -1 }), /The quantity cannot be negative/],
      ['fractional quantity', (id) => form(id, '2031-06-01', { availableQty: 2.5 }), /The quantity must be a whole number/],
      ['quantity as text', (id) => form(id, '2031-06-01', { availableQty: '5' }), /The quantity must be a whole number/],
      ['unknown status', (id) => form(id, '2031-06-01', { status: 'LIVE' }), /The status must be one of PUBLISHED, DRAFT, CANCELLED/],
      ['unknown dish', () => form(987654, '2031-06-01'), /menuId 987654 does not match any menu item/],
      ['cook date in the past', (id) => form(id, '2020-01-01'), /^The cook date has passed: pick today or a later day$/],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const dish = await createDish(t);
      const before = await counts(t);
      for (const path of ['/api/v1/admin/menu-schedules', '/api/v1/menu-schedules']) {
        const response = await t.http().post(path).set(admin).send(payload(dish.id)).expect(400);
        expect(response.body.success).toBe(false);
        expect(response.body.message).toMatch(message);
      }
      expect(await counts(t)).toEqual(before);
    });

    it('refuses bad quantity and status query values and changes nothing', async () => {
      const schedule = await createSchedule(t, (await createDish(t)).id, { availableQty: 4 });
      for (const quantity of ['-1', '1.5', 'many', '']) {
        const response = await t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity`).query({ quantity }).set(admin).expect(400);
        expect(response.body.message).toMatch(/quantity must/);
      }
      const status = await t.http().put(`/api/v1/menu-schedules/${schedule.id}/status?status=GONE`).set(admin).expect(400);
      expect(status.body.message).toMatch(/status must be one of/);
      const update = await t
        .http()
        .put(`/api/v1/admin/menu-schedules/${schedule.id}`)
        .set(admin)
        .send({ pickupTo: '2000-01-01T00:00:00Z' })
        .expect(400);
      expect(update.body.message).toMatch(/Pickup must end after it starts/);
      const moved = await t
        .http()
        .put(`/api/v1/admin/menu-schedules/${schedule.id}`)
        .set(admin)
        .send({ menuId: schedule.menuItemId + 1000 })
        .expect(400);
      expect(moved.body.message).toMatch(/menuId cannot change/);
      expect(await t.dataSource.getRepository(MenuSchedule).findOneByOrFail({ id: schedule.id })).toMatchObject({
        availableQty: 4,
        status: 'PUBLISHED',
      });
    });
  });

  it('refuses customers (403) on every schedule write and the admin list', async () => {
    const schedule = await createSchedule(t, (await createDish(t)).id);
    const before = await counts(t);
    const calls = [
      t.http().get('/api/v1/admin/menu-schedules'),
      t.http().get(`/api/v1/admin/menu-schedules/${schedule.id}`),
      t.http().post('/api/v1/admin/menu-schedules').send(form(schedule.menuItemId, '2031-07-01')),
      t.http().put(`/api/v1/admin/menu-schedules/${schedule.id}`).send({ availableQty: 0 }),
      t.http().delete(`/api/v1/admin/menu-schedules/${schedule.id}`),
      t.http().post('/api/v1/menu-schedules').send(form(schedule.menuItemId, '2031-07-01')),
      t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=0`),
      t.http().put(`/api/v1/menu-schedules/${schedule.id}/status?status=DRAFT`),
    ];
    for (const call of calls) expect((await call.set(customer)).status).toBe(403);
    expect(await counts(t)).toEqual(before);
    expect(await t.dataSource.getRepository(MenuSchedule).findOneByOrFail({ id: schedule.id })).toMatchObject({
      availableQty: 20,
      status: 'PUBLISHED',
    });
  });
});
