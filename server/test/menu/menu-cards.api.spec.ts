import { addDays, zonedTime } from '../../src/common/kitchen-time';
import { Review } from '../../src/reviews/review.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createDish, createSchedule, invalidateMenus } from '../factories/menu.factory';
import { adminToken } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { placeOrderRow } from '../factories/catalogue-helpers';

describe('catalogue: menu cards and availability (spec section 4)', () => {
  let t: TestApp;
  const zone = 'Asia/Kolkata';
  /** A fixed cook date far from any real "today", so travelling the clock never depends on when tests run. */
  const cookDate = '2031-03-12';
  const cutoff = zonedTime(cookDate, '10:00', zone);
  const second = 1000;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  afterEach(() => t.clock.reset());

  async function card(id: number) {
    const response = await t.http().get(`/api/v1/menus/${id}`).expect(200);
    return response.body.data;
  }

  async function scheduledDish(availableQty: number) {
    const dish = await createDish(t);
    const schedule = await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty });
    return { dish, schedule };
  }

  it('is Available and orderable with one portion left a second before the cutoff', async () => {
    const { dish, schedule } = await scheduledDish(1);
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    expect(await card(dish.id)).toMatchObject({
      availability: { state: 'AVAILABLE', message: 'Available' },
      orderable: true,
      hasActiveSchedule: true,
      totalAvailableQuantity: 1,
      nextAvailableDate: cookDate,
      orderCutoffAt: cutoff.toISOString(),
      pickupFrom: schedule.pickupFrom.toISOString(),
      pickupTo: schedule.pickupTo.toISOString(),
      activeScheduleId: schedule.id,
    });
  });

  it('says Order closed a second after the cutoff, with portions left', async () => {
    const { dish } = await scheduledDish(1);
    t.clock.travelTo(new Date(cutoff.getTime() + second));
    expect(await card(dish.id)).toMatchObject({
      availability: { state: 'ORDER_CLOSED', message: 'Order closed' },
      orderable: false,
      totalAvailableQuantity: 0,
    });
  });

  it('says Out of stock with quantity 0 before the cutoff', async () => {
    const { dish } = await scheduledDish(0);
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    expect(await card(dish.id)).toMatchObject({
      availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
      orderable: false,
      totalAvailableQuantity: 0,
      hasActiveSchedule: true,
    });
  });

  it('says This item is not scheduled yet for an active dish without a schedule', async () => {
    const dish = await createDish(t);
    expect(await card(dish.id)).toMatchObject({
      availability: { state: 'NOT_SCHEDULED', message: 'This item is not scheduled yet' },
      orderable: false,
      hasActiveSchedule: false,
      totalAvailableQuantity: 0,
      activeScheduleId: null,
      nextAvailableDate: null,
      orderCutoffAt: null,
    });
  });

  it('says Not available for an inactive dish, even with an open schedule', async () => {
    const dish = await createDish(t, { active: false });
    await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 5 });
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    expect(await card(dish.id)).toMatchObject({ availability: { state: 'NOT_AVAILABLE', message: 'Not available' }, orderable: false });
  });

  it('ignores DRAFT and CANCELLED schedules on the customer side', async () => {
    const dish = await createDish(t);
    await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, status: 'DRAFT' });
    await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, status: 'CANCELLED' });
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    expect((await card(dish.id)).availability.state).toBe('NOT_SCHEDULED');
  });

  it('shows the next schedule still open for orders when a dish has several', async () => {
    const dish = await createDish(t);
    await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 0 });
    const later = addDays(cookDate, 1);
    const open = await createSchedule(t, dish.id, { cookDate: later, orderCutoffAt: zonedTime(later, '10:00', zone), availableQty: 7 });
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    expect(await card(dish.id)).toMatchObject({
      activeScheduleId: open.id,
      nextAvailableDate: later,
      totalAvailableQuantity: 7,
      orderable: true,
    });
  });

  it("lists each cook date of a dish with that date's own pickup, portions and availability, earliest first", async () => {
    const dish = await createDish(t);
    const later = addDays(cookDate, 3);
    const soldOut = await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 0, maxPerCustomer: 2 });
    const open = await createSchedule(t, dish.id, {
      cookDate: later,
      orderCutoffAt: zonedTime(later, '10:00', zone),
      pickupFrom: zonedTime(later, '12:30', zone),
      pickupTo: zonedTime(later, '14:30', zone),
      availableQty: 9,
    });
    await createSchedule(t, dish.id, { cookDate: addDays(cookDate, 5), status: 'DRAFT' });
    t.clock.travelTo(new Date(cutoff.getTime() - second));
    const shown = await card(dish.id);
    expect(shown.dates).toEqual([
      expect.objectContaining({
        scheduleId: soldOut.id,
        cookDate,
        availableQuantity: 0,
        maxPerCustomer: 2,
        availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
        orderable: false,
      }),
      {
        scheduleId: open.id,
        cookDate: later,
        orderCutoffAt: zonedTime(later, '10:00', zone).toISOString(),
        pickupFrom: zonedTime(later, '12:30', zone).toISOString(),
        pickupTo: zonedTime(later, '14:30', zone).toISOString(),
        availableQuantity: 9,
        maxPerCustomer: null,
        availability: { state: 'AVAILABLE', message: 'Available' },
        orderable: true,
      },
    ]);
    expect(shown).toMatchObject({ activeScheduleId: open.id, orderable: true });
    // Past the first date's cutoff, that date says so and the later one still sells.
    t.clock.travelTo(new Date(cutoff.getTime() + second));
    invalidateMenus(t);
    expect((await card(dish.id)).dates.map((date: { availability: { state: string } }) => date.availability.state)).toEqual([
      'OUT_OF_STOCK',
      'AVAILABLE',
    ]);
  });

  it('drops a schedule whose cook date has passed: the dish is not scheduled any more', async () => {
    const { dish } = await scheduledDish(4);
    t.clock.travelTo(zonedTime(addDays(cookDate, 1), '00:01', zone));
    expect((await card(dish.id)).availability.state).toBe('NOT_SCHEDULED');
  });

  it('answers 404 "Menu item not found" for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0']) {
      const response = await t.http().get(`/api/v1/menus/${id}`).expect(404);
      expect(response.body).toEqual({ success: false, code: 'MENU_ITEM_NOT_FOUND', message: 'Menu item not found' });
    }
  });

  it('gives every image, imageUrl first, and the ingredients on a card', async () => {
    const dish = await createDish(t, {
      imageUrl: '/uploads/a.png',
      images: ['/uploads/a.png', '/uploads/b.webp'],
      ingredients: 'Rice, dal',
    });
    expect(await card(dish.id)).toMatchObject({
      images: ['/uploads/a.png', '/uploads/b.webp'],
      ingredients: 'Rice, dal',
      imageUrl: '/uploads/a.png',
    });
  });

  it('carries the average rating and review count from reviews', async () => {
    const { dish, schedule } = await scheduledDish(3);
    const order = await placeOrderRow(t, dish, schedule);
    const line = (await t.dataSource.query(`SELECT id FROM order_items WHERE order_id = '${order.id}'`))[0];
    const now = t.clock.now();
    await t.dataSource.getRepository(Review).save({
      userId: (await t.dataSource.query(`SELECT user_id FROM orders WHERE id = '${order.id}'`))[0].user_id,
      menuItemId: dish.id,
      orderItemId: Number(line.id),
      rating: 4,
      comment: 'Good',
      createdAt: now,
      updatedAt: now,
    });
    invalidateMenus(t);
    expect(await card(dish.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect((await card((await createDish(t)).id)).averageRating).toBeNull();
  });

  describe('GET /menus', () => {
    it('lists every dish as a card in the envelope, price in rupees', async () => {
      const dish = await createDish(t, { pricePaise: 24950 });
      const response = await t.http().get('/api/v1/menus').expect(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data.find((candidate: { id: number }) => candidate.id === dish.id)).toMatchObject({
        name: dish.name,
        price: 249.5,
      });
    });

    it('answers an ETag, a short Cache-Control, and 304 for a current If-None-Match', async () => {
      const first = await t.http().get('/api/v1/menus').expect(200);
      expect(first.headers.etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toMatch(/max-age=0/);
      await t.http().get('/api/v1/menus').set('If-None-Match', first.headers.etag).expect(304);
    });

    it('shows a change to a dish, a schedule or stock on the very next request', async () => {
      const { dish, schedule } = await scheduledDish(5);
      t.clock.travelTo(new Date(cutoff.getTime() - 60 * second));
      const before = await t.http().get('/api/v1/menus').expect(200);
      const token = await adminToken(t);
      await t
        .http()
        .put(`/api/v1/admin/menus/${dish.id}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Renamed Dish' })
        .expect(200);
      const renamed = await t.http().get('/api/v1/menus').set('If-None-Match', before.headers.etag).expect(200);
      expect(renamed.body.data.find((candidate: { id: number }) => candidate.id === dish.id).name).toBe('Renamed Dish');
      await t.http().put(`/api/v1/menu-schedules/${schedule.id}/quantity?quantity=0`).set('Authorization', `Bearer ${token}`).expect(200);
      const soldOut = await t.http().get('/api/v1/menus').expect(200);
      expect(soldOut.body.data.find((candidate: { id: number }) => candidate.id === dish.id).availability.state).toBe('OUT_OF_STOCK');
    });

    it('closes a cached card by itself when its cutoff passes', async () => {
      const { dish } = await scheduledDish(5);
      t.clock.travelTo(new Date(cutoff.getTime() - second));
      const open = await t.http().get('/api/v1/menus').expect(200);
      expect(open.body.data.find((candidate: { id: number }) => candidate.id === dish.id).orderable).toBe(true);
      t.clock.travelTo(new Date(cutoff.getTime() + second));
      const closed = await t.http().get('/api/v1/menus').set('If-None-Match', open.headers.etag).expect(200);
      expect(closed.body.data.find((candidate: { id: number }) => candidate.id === dish.id).availability.state).toBe('ORDER_CLOSED');
    });
  });

  describe('GET /menus/search', () => {
    it('matches names ignoring case and answers [] for blank input', async () => {
      const dish = await createDish(t, { name: 'Smoky Baingan Bharta' });
      for (const name of ['baingan', 'BAINGAN bh', 'Smoky']) {
        const response = await t.http().get('/api/v1/menus/search').query({ name }).expect(200);
        expect(response.body.data.map((found: { id: number }) => found.id)).toContain(dish.id);
      }
      for (const query of [{ name: '   ' }, { name: '' }, {}]) {
        const response = await t.http().get('/api/v1/menus/search').query(query).expect(200);
        expect(response.body.data).toEqual([]);
      }
      const none = await t.http().get('/api/v1/menus/search').query({ name: '%_' }).expect(200);
      expect(none.body.data).toEqual([]);
    });
  });

  describe('GET /menu-schedules/available', () => {
    it('lists only PUBLISHED schedules with cutoff ahead, portions left and an active dish', async () => {
      const open = await scheduledDish(2);
      const soldOut = await scheduledDish(0);
      const hidden = await createDish(t, { active: false });
      const hiddenSchedule = await createSchedule(t, hidden.id, { cookDate, orderCutoffAt: cutoff });
      const draft = await createSchedule(t, (await createDish(t)).id, { cookDate, orderCutoffAt: cutoff, status: 'DRAFT' });
      t.clock.travelTo(new Date(cutoff.getTime() - second));
      const response = await t.http().get('/api/v1/menu-schedules/available').expect(200);
      const ids = response.body.data.map((schedule: { id: number }) => schedule.id);
      expect(ids).toContain(open.schedule.id);
      expect(ids).not.toContain(soldOut.schedule.id);
      expect(ids).not.toContain(hiddenSchedule.id);
      expect(ids).not.toContain(draft.id);
      expect(response.body.data.find((schedule: { id: number }) => schedule.id === open.schedule.id)).toEqual({
        id: open.schedule.id,
        menuId: open.dish.id,
        menuName: open.dish.name,
        cookDate,
        orderCutoffAt: cutoff.toISOString(),
        pickupFrom: open.schedule.pickupFrom.toISOString(),
        pickupTo: open.schedule.pickupTo.toISOString(),
        availableQty: 2,
        heldQty: 0,
        maxPerCustomer: null,
        status: 'PUBLISHED',
      });
      t.clock.travelTo(new Date(cutoff.getTime() + second));
      const later = await t.http().get('/api/v1/menu-schedules/available').expect(200);
      expect(later.body.data.map((schedule: MenuSchedule) => schedule.id)).not.toContain(open.schedule.id);
    });
  });
});
