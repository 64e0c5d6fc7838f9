import { User } from '../../src/users/user.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { createPlacedOrder, PlacedLine } from '../factories/placed-order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

interface CustomerRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  orderCount: number;
  lastOrderDate: string;
  status: 'Active' | 'Inactive';
}

describe('admin customers (derived from orders)', () => {
  let t: TestApp;
  let admin: string;
  let line: PlacedLine;
  let asha: User;
  let blank: User;
  let frequent: User;
  let customerToken: string;
  const now = new Date('2026-11-22T06:00:00.000Z');

  const list = async (query: string) => {
    const response = await t.http().get(`/api/v1/admin/customers${query}`).set('Authorization', `Bearer ${admin}`).expect(200);
    return { rows: response.body as CustomerRow[], range: response.headers['content-range'] };
  };
  const filter = (value: object) => `?filter=${encodeURIComponent(JSON.stringify(value))}`;

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.travelTo(now);
    admin = await adminToken(t);
    const { dish, schedule } = await createOrderableDish(t, { name: 'Veg Thali', pricePaise: 15000 });
    line = { dish, schedule, quantity: 1 };

    const ashaAccount = await createUser(t, { name: 'Asha Rao', email: 'asha.rao@example.test', phone: '919876543210' });
    asha = ashaAccount.user;
    customerToken = ashaAccount.token;
    // Last order 29 days and 23 hours ago: still Active.
    await createPlacedOrder(t, asha, [line], { createdAt: new Date(now.getTime() - 40 * DAY_MS), status: 'DELIVERED' });
    await createPlacedOrder(t, asha, [line], { createdAt: new Date(now.getTime() - 35 * DAY_MS), status: 'CANCELLED' });
    await createPlacedOrder(t, asha, [line], { createdAt: new Date(now.getTime() - 30 * DAY_MS + 60 * MINUTE_MS), status: 'DELIVERED' });

    // No name and no phone: falls back to the e-mail's local part and N/A. Last order 30 days and 1 hour ago: Inactive.
    blank = (await createUser(t, { name: '', email: 'blank.name@example.test', phone: null })).user;
    await createPlacedOrder(t, blank, [line], { createdAt: new Date(now.getTime() - 30 * DAY_MS - 60 * MINUTE_MS) });

    frequent = (await createUser(t, { name: 'Zoya Khan', email: 'zoya@kitchen-fans.test', phone: '   ' })).user;
    for (let day = 0; day < 12; day += 1) {
      await createPlacedOrder(t, frequent, [{ ...line, quantity: day + 1 }], {
        createdAt: new Date(now.getTime() - day * DAY_MS - MINUTE_MS),
      });
    }

    // Registered but never ordered: not a customer row.
    await createUser(t, { name: 'Never Ordered', email: 'never@example.test' });
  });

  afterAll(() => t.close());

  it('derives one row per ordering user with counts, fallbacks and activity', async () => {
    const { rows, range } = await list('?sort=["name","ASC"]&range=[0,24]');
    expect(range).toBe('customers 0-2/3');
    expect(rows).toEqual([
      {
        id: asha.id,
        email: 'asha.rao@example.test',
        name: 'Asha Rao',
        phone: '919876543210',
        orderCount: 3,
        lastOrderDate: new Date(now.getTime() - 30 * DAY_MS + 60 * MINUTE_MS).toISOString(),
        status: 'Active',
      },
      {
        id: blank.id,
        email: 'blank.name@example.test',
        name: 'blank.name',
        phone: 'N/A',
        orderCount: 1,
        lastOrderDate: new Date(now.getTime() - 30 * DAY_MS - 60 * MINUTE_MS).toISOString(),
        status: 'Inactive',
      },
      {
        id: frequent.id,
        email: 'zoya@kitchen-fans.test',
        name: 'Zoya Khan',
        phone: 'N/A',
        orderCount: 12,
        lastOrderDate: new Date(now.getTime() - MINUTE_MS).toISOString(),
        status: 'Active',
      },
    ]);
  });

  it('turns Inactive once the last order is more than 30 days old by the clock', async () => {
    const lastOrder = new Date(now.getTime() - 30 * DAY_MS + 60 * MINUTE_MS).getTime();
    try {
      t.clock.travelTo(new Date(lastOrder + 30 * DAY_MS - MINUTE_MS));
      expect(
        (await t.http().get(`/api/v1/admin/customers/${asha.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body.status,
      ).toBe('Active');
      t.clock.travelTo(new Date(lastOrder + 30 * DAY_MS + MINUTE_MS));
      expect(
        (await t.http().get(`/api/v1/admin/customers/${asha.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body.status,
      ).toBe('Inactive');
    } finally {
      t.clock.travelTo(now);
    }
  });

  it('searches name and e-mail case-insensitively, including the fallback name', async () => {
    expect((await list(filter({ q: 'ASHA' }))).rows.map((row) => row.id)).toEqual([asha.id]);
    expect((await list(filter({ q: 'Kitchen-Fans' }))).rows.map((row) => row.id)).toEqual([frequent.id]);
    expect((await list(filter({ q: 'blank.NAME' }))).rows.map((row) => row.id)).toEqual([blank.id]);
    const khan = await list(filter({ q: ' khan ' }));
    expect(khan.rows.map((row) => row.id)).toEqual([frequent.id]);
    expect(khan.range).toBe('customers 0-0/1');
    const none = await list(filter({ q: 'nobody' }));
    expect(none.rows).toEqual([]);
    expect(none.range).toBe('customers */0');
    expect((await list(filter({ q: '_' }))).rows).toEqual([]);
    expect((await list(filter({ q: 'never' }))).rows).toEqual([]);
  });

  it('sorts by any column and pages with range', async () => {
    expect((await list('?sort=["orderCount","DESC"]')).rows.map((row) => row.orderCount)).toEqual([12, 3, 1]);
    expect((await list('?sort=["lastOrderDate","ASC"]')).rows.map((row) => row.id)).toEqual([blank.id, asha.id, frequent.id]);
    expect((await list('?sort=["status","DESC"]&range=[0,0]')).rows.map((row) => row.status)).toEqual(['Inactive']);
    const second = await list('?sort=["email","ASC"]&range=[1,1]');
    expect(second.rows.map((row) => row.id)).toEqual([blank.id]);
    expect(second.range).toBe('customers 1-1/3');
    await t.http().get('/api/v1/admin/customers?sort=["passwordHash","ASC"]').set('Authorization', `Bearer ${admin}`).expect(400);
  });

  it('gets one customer by user id; people without orders are not customers', async () => {
    const one = await t.http().get(`/api/v1/admin/customers/${frequent.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(one.body).toMatchObject({ id: frequent.id, orderCount: 12, status: 'Active' });
    await t.http().get('/api/v1/admin/customers/999999').set('Authorization', `Bearer ${admin}`).expect(404);
    await t.http().get('/api/v1/admin/customers/x').set('Authorization', `Bearer ${admin}`).expect(400);
  });

  it('answers 403 to customer tokens', async () => {
    await t.http().get('/api/v1/admin/customers').set('Authorization', `Bearer ${customerToken}`).expect(403);
    await t.http().get(`/api/v1/admin/customers/${asha.id}`).set('Authorization', `Bearer ${customerToken}`).expect(403);
  });
});
