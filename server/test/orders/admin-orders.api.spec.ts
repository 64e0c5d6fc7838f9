import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe('admin orders', () => {
  let t: TestApp;
  let admin: string;
  let placed: { id: string; orderRefId: string; createdAt: string }[];

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const list = (query: Record<string, unknown>) =>
    t
      .http()
      .get('/api/v1/admin/orders')
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set(auth(admin));

  beforeAll(async () => {
    t = await startTestApp({ KITCHEN_TIMEZONE: 'Asia/Kolkata' });
    admin = await adminToken(t);
    const asha = await createUser(t, { name: 'Asha Rao', email: 'asha@example.test', phone: '919800000001' });
    const ravi = await createUser(t, { name: 'Ravi Kumar', email: 'ravi@example.test', phone: null });
    const { schedule } = await createOrderableDish(
      t,
      { name: 'Masala Dosa', pricePaise: 15000, imageUrl: '/media/dosa.svg' },
      { availableQty: 50 },
    );
    // Three orders on three kitchen days: 20, 21 and 22 Nov 2026 (late evening kitchen time is still that day).
    placed = [];
    for (const [who, instant, quantity] of [
      [asha, '2026-11-20T17:00:00Z', 1],
      [ravi, '2026-11-21T10:00:00Z', 2],
      [asha, '2026-11-22T03:00:00Z', 3],
    ] as const) {
      t.clock.travelTo(new Date(instant));
      placed.push((await placeOrder(t, who.token, [{ menuScheduleId: schedule.id, quantity }]).expect(201)).body.data);
    }
    t.clock.reset();
  });
  afterAll(async () => t?.close());

  it('lists the admin view, newest first by default, with Content-Range', async () => {
    const response = await list({ range: [0, 1] }).expect(200);
    expect(response.headers['content-range']).toBe('orders 0-1/3');
    expect(response.body.map((row: { id: string }) => row.id)).toEqual([placed[2].id, placed[1].id]);
    expect(response.body[0]).toEqual({
      id: placed[2].id,
      orderRefId: placed[2].orderRefId,
      customerId: expect.any(Number),
      customer: 'asha@example.test',
      customerName: 'Asha Rao',
      customerPhone: '919800000001',
      date: expect.stringMatching(/^2026-11-22T03:00:0\d\.\d{3}Z$/),
      createdAt: response.body[0].date,
      updatedAt: expect.any(String),
      status: 'PENDING',
      subtotal: 450,
      discount: 0,
      promotionCode: null,
      tax: 36,
      taxLabel: 'Taxes & Fees',
      taxRate: 8,
      pricesIncludeTax: false,
      total: 486,
      paymentMethod: 'COD',
      paymentStatus: null,
      paymentId: null,
      refundId: null,
      cancelReason: null,
      pickupAt: expect.any(String),
      specialInstructions: 'No special instructions',
      items: [{ id: expect.any(Number), name: 'Masala Dosa', images: ['/media/dosa.svg'], quantity: 3, price: 150 }],
    });
  });

  it('sorts, and filters by status, text and kitchen-time date range', async () => {
    const oldestFirst = await list({ sort: ['createdAt', 'ASC'] }).expect(200);
    expect(oldestFirst.body.map((row: { id: string }) => row.id)).toEqual(placed.map((order) => order.id));
    const byTotal = await list({ sort: ['total', 'DESC'] }).expect(200);
    expect(byTotal.body[0].id).toBe(placed[2].id);

    expect((await list({ filter: { q: 'ravi' } }).expect(200)).body.map((row: { id: string }) => row.id)).toEqual([placed[1].id]);
    expect((await list({ filter: { q: placed[0].orderRefId.toLowerCase() } }).expect(200)).body).toHaveLength(1);
    expect((await list({ filter: { q: 'ASHA@EXAMPLE' } }).expect(200)).body).toHaveLength(2);

    // 20 Nov 17:00 UTC is 22:30 on the 20th in Kolkata; 22 Nov 03:00 UTC is 08:30 on the 22nd.
    const day = await list({ filter: { from: '2026-11-20', to: '2026-11-20' } }).expect(200);
    expect(day.body.map((row: { id: string }) => row.id)).toEqual([placed[0].id]);
    const range = await list({ filter: { from: '2026-11-21', to: '2026-11-22' } }).expect(200);
    expect(range.body).toHaveLength(2);

    await t.http().put(`/api/v1/admin/orders/${placed[1].id}`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);
    const preparing = await list({ filter: { status: 'PREPARING' } }).expect(200);
    expect(preparing.body.map((row: { id: string }) => row.id)).toEqual([placed[1].id]);
    expect(preparing.headers['content-range']).toBe('orders 0-0/1');
  });

  it('refuses bad list parameters with 400', async () => {
    await list({ filter: { status: 'LOST' } }).expect(400);
    await list({ filter: { from: '20-11-2026' } }).expect(400);
    await list({ sort: ['password', 'ASC'] }).expect(400);
  });

  it('exports the selection as CSV by reference, in kitchen time, with the pickup and phones as people write them', async () => {
    const response = await t.http().get('/api/v1/admin/orders').set(auth(admin)).set('Accept', 'text/csv').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed,Pickup,Status,Customer,Email,Phone,Payment,Payment status,Items,Subtotal (₹),Discount (₹),Tax (₹),Total (₹),Special instructions',
    );
    expect(lines).toHaveLength(4);
    const row = lines.find((line) => line.startsWith(placed[2].orderRefId))!;
    expect(row).toContain(",'+91 98000 00001,Pay at pickup,,3 x Masala Dosa,450.00,0.00,36.00,486.00,");
    const zone = t.config.kitchenTimeZone;
    const placedAt = new Date(placed[2].createdAt);
    const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: zone }).format(placedAt);
    const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone }).format(placedAt);
    expect(row).toContain(`,"${day}, ${time}",`);
    expect(row).toMatch(/,"\d{2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) – \d{1,2}:\d{2} (am|pm)",/);
    expect(row).not.toContain(placed[2].id);
  });

  it('gets one order, changes status by both paths, and answers 404/400 for unknown ids and statuses', async () => {
    const one = await t.http().get(`/api/v1/admin/orders/${placed[0].id}`).set(auth(admin)).expect(200);
    expect(one.body.orderRefId).toBe(placed[0].orderRefId);
    const changed = await t
      .http()
      .put(`/api/v1/admin/orders/${placed[0].id}/status`)
      .set(auth(admin))
      .send({ status: 'DELIVERED' })
      .expect(200);
    expect(changed.body.status).toBe('DELIVERED');
    const back = await t.http().put(`/api/v1/admin/orders/${placed[0].id}`).set(auth(admin)).send({ status: 'READY' }).expect(200);
    expect(back.body.status).toBe('READY');
    await t.http().get('/api/v1/admin/orders/00000000-0000-4000-8000-000000000000').set(auth(admin)).expect(404);
    await t.http().put(`/api/v1/admin/orders/${placed[0].id}`).set(auth(admin)).send({ status: 'SHIPPED' }).expect(400);
  });

  it('is for admins only', async () => {
    const { token } = await createUser(t);
    await t.http().get('/api/v1/admin/orders').set(auth(token)).expect(403);
    await t.http().put(`/api/v1/admin/orders/${placed[0].id}/status`).set(auth(token)).send({ status: 'READY' }).expect(403);
    await t.http().get('/api/v1/admin/orders').expect(401);
  });
});
