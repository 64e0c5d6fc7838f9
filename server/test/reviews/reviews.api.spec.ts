import { TokenService } from '../../src/auth/token.service';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { OrderItem } from '../../src/orders/order-item.entity';
import { Review } from '../../src/reviews/review.entity';
import { User } from '../../src/users/user.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { createReview } from '../factories/review.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reviews', () => {
  let t: TestApp;
  let admin: string;
  let asha: { user: User; token: string };
  let ravi: { user: User; token: string };
  let dal: MenuItem;
  let paneer: MenuItem;
  let deliveredDal: OrderItem;
  let deliveredPaneer: OrderItem;
  let pendingDal: OrderItem;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    asha = await createUser(t, { name: 'Asha Rao', email: 'asha@example.test' });
    ravi = await createUser(t, { name: 'Ravi Kumar', email: 'ravi@example.test' });
    const dalDish = await createOrderableDish(t, { name: 'Dal Makhani' });
    const paneerDish = await createOrderableDish(t, { name: 'Paneer Tikka' });
    dal = dalDish.dish;
    paneer = paneerDish.dish;
    const delivered = await createPlacedOrder(
      t,
      asha.user,
      [
        { ...dalDish, quantity: 2 },
        { ...paneerDish, quantity: 1 },
      ],
      { status: 'DELIVERED' },
    );
    [deliveredDal, deliveredPaneer] = delivered.items;
    const pending = await createPlacedOrder(t, asha.user, [{ ...dalDish, quantity: 1 }], { status: 'PENDING' });
    [pendingDal] = pending.items;
  });

  afterAll(() => t.close());

  afterEach(() => t.clock.reset());

  const post = (token: string, body: object) => t.http().post('/api/v1/reviews').set('Authorization', `Bearer ${token}`).send(body);

  it('lets a customer review a dish of their own delivered order, comment trimmed', async () => {
    const response = await post(asha.token, { orderItemId: deliveredDal.id, rating: 5, comment: '  Just like home.  ' }).expect(201);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({
      orderItemId: deliveredDal.id,
      menuId: dal.id,
      menuName: 'Dal Makhani',
      rating: 5,
      comment: 'Just like home.',
    });
    const written = new Date(response.body.data.date).getTime();
    expect(Math.abs(written - t.clock.now().getTime())).toBeLessThan(5000);
    expect(new Date(response.body.data.editableUntil).getTime()).toBe(written + 7 * DAY_MS);

    const mine = await t.http().get('/api/v1/reviews/mine').set('Authorization', `Bearer ${asha.token}`).expect(200);
    expect(mine.body.data).toEqual([
      {
        id: response.body.data.id,
        orderItemId: deliveredDal.id,
        menuId: dal.id,
        menuName: 'Dal Makhani',
        rating: 5,
        comment: 'Just like home.',
        date: response.body.data.date,
        editableUntil: response.body.data.editableUntil,
      },
    ]);
    const onDish = await t.http().get(`/api/v1/menus/${dal.id}/reviews`).expect(200);
    expect(onDish.body.data).toEqual([
      { id: response.body.data.id, customerName: 'Asha Rao', rating: 5, comment: 'Just like home.', date: response.body.data.date },
    ]);
  });

  it('refuses a second review of the same order line with 409', async () => {
    const again = await post(asha.token, { orderItemId: deliveredDal.id, rating: 3, comment: 'Changed my mind' }).expect(409);
    expect(again.body).toEqual({ success: false, code: 'REVIEW_EXISTS', message: expect.stringMatching(/already reviewed/) });
    expect(await t.dataSource.getRepository(Review).countBy({ orderItemId: deliveredDal.id })).toBe(1);
  });

  it('refuses lines of orders not yet delivered', async () => {
    const response = await post(asha.token, { orderItemId: pendingDal.id, rating: 4, comment: 'Early' }).expect(422);
    expect(response.body.message).toBe('You can review a dish only after its order has been delivered.');
  });

  it("answers 404 for someone else's order line and for one that does not exist", async () => {
    await post(ravi.token, { orderItemId: deliveredPaneer.id, rating: 1, comment: 'Not mine' }).expect(404);
    await post(ravi.token, { orderItemId: 999999, rating: 1, comment: 'Nothing' }).expect(404);
    expect(await t.dataSource.getRepository(Review).countBy({ orderItemId: deliveredPaneer.id })).toBe(0);
  });

  it.each([0, 6, -1, 4.5, '5', null])('refuses rating %p with 400 naming the rule', async (rating) => {
    const response = await post(asha.token, { orderItemId: deliveredPaneer.id, rating, comment: 'x' }).expect(400);
    expect(response.body.message).toBe('Rating must be a whole number from 1 to 5');
    expect(response.body.errors[0].field).toBe('rating');
  });

  it('refuses comments over 1,000 characters (after trimming) and unknown fields', async () => {
    await post(asha.token, { orderItemId: deliveredPaneer.id, rating: 4, comment: 'a'.repeat(1001) }).expect(400);
    await post(asha.token, { orderItemId: deliveredPaneer.id, rating: 4, comment: 'ok', menuId: paneer.id }).expect(400);
    expect(await t.dataSource.getRepository(Review).countBy({ orderItemId: deliveredPaneer.id })).toBe(0);
  });

  it('needs a signed-in user', async () => {
    await t.http().post('/api/v1/reviews').send({ orderItemId: deliveredPaneer.id, rating: 4, comment: 'x' }).expect(401);
    await t.http().get('/api/v1/reviews/mine').expect(401);
  });

  it('lets the author edit for 7 days, then refuses; others get 404', async () => {
    const created = await post(asha.token, { orderItemId: deliveredPaneer.id, rating: 3, comment: 'Good' }).expect(201);
    const id = created.body.data.id;
    const put = (token: string, body: object) => t.http().put(`/api/v1/reviews/${id}`).set('Authorization', `Bearer ${token}`).send(body);

    await put(ravi.token, { rating: 1 }).expect(404);
    await put(asha.token, { rating: 9 }).expect(400);
    t.clock.advance(7 * DAY_MS - 60_000);
    // Tokens expire with the clock too: sign in again a week later.
    const weekLaterToken = t.app.get(TokenService).issue(asha.user);
    const edited = await put(weekLaterToken, { rating: 4, comment: ' Better the next day ' }).expect(200);
    expect(edited.body.data).toMatchObject({ id, rating: 4, comment: 'Better the next day', date: created.body.data.date });

    t.clock.advance(2 * 60_000);
    const late = await put(weekLaterToken, { rating: 5 }).expect(403);
    expect(late.body.message).toBe('Reviews can be edited only within 7 days of writing them.');
    const stored = await t.dataSource.getRepository(Review).findOneByOrFail({ id });
    expect(stored.rating).toBe(4);
  });

  it("pages a dish's reviews newest first", async () => {
    const dish = await createOrderableDish(t, { name: 'Rajma Chawal' });
    const customers = await Promise.all([1, 2, 3].map((n) => createUser(t, { name: `Reviewer ${n}` })));
    const base = t.clock.now().getTime() - 10 * DAY_MS;
    for (const [index, customer] of customers.entries()) {
      const { items } = await createPlacedOrder(t, customer.user, [{ ...dish, quantity: 1 }], { status: 'DELIVERED' });
      await createReview(t, {
        userId: customer.user.id,
        menuItemId: dish.dish.id,
        orderItemId: items[0].id,
        rating: index + 3,
        comment: `Review ${index + 1}`,
        createdAt: new Date(base + index * DAY_MS),
      });
    }
    const first = await t.http().get(`/api/v1/menus/${dish.dish.id}/reviews?page=1&pageSize=2`).expect(200);
    expect(first.body.data.map((review: { comment: string }) => review.comment)).toEqual(['Review 3', 'Review 2']);
    const second = await t.http().get(`/api/v1/menus/${dish.dish.id}/reviews?page=2&pageSize=2`).expect(200);
    expect(second.body.data.map((review: { customerName: string }) => review.customerName)).toEqual(['Reviewer 1']);
    await t.http().get(`/api/v1/menus/${dish.dish.id}/reviews?pageSize=51`).expect(400);
    await t.http().get(`/api/v1/menus/abc/reviews`).expect(400);
    const unknown = await t.http().get('/api/v1/menus/999999/reviews').expect(200);
    expect(unknown.body.data).toEqual([]);
  });

  describe('admin', () => {
    const adminGet = (path: string) => t.http().get(`/api/v1/admin/reviews${path}`).set('Authorization', `Bearer ${admin}`);

    it('lists with sort, range, q and rating filters and a Content-Range total', async () => {
      const all = await adminGet('?sort=["date","DESC"]&range=[0,99]').expect(200);
      const total = all.body.length;
      expect(total).toBeGreaterThanOrEqual(5);
      expect(all.headers['content-range']).toBe(`reviews 0-${total - 1}/${total}`);
      const dates = all.body.map((review: { date: string }) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Object.keys(all.body[0]).sort()).toEqual(['comment', 'customerName', 'date', 'id', 'menuId', 'menuName', 'rating']);

      const page = await adminGet('?sort=["rating","ASC"]&range=[1,2]').expect(200);
      expect(page.body).toHaveLength(2);
      expect(page.headers['content-range']).toBe(`reviews 1-2/${total}`);

      const byName = await adminGet('?sort=["customerName","ASC"]').expect(200);
      expect(byName.body.map((review: { customerName: string }) => review.customerName)).toEqual([
        'Asha Rao',
        'Asha Rao',
        'Reviewer 1',
        'Reviewer 2',
        'Reviewer 3',
      ]);
      const byMenu = await adminGet('?sort=["menuName","DESC"]&range=[0,2]').expect(200);
      expect(byMenu.body.map((review: { menuName: string }) => review.menuName)).toEqual(['Rajma Chawal', 'Rajma Chawal', 'Rajma Chawal']);

      const byDish = await adminGet(`?filter=${encodeURIComponent('{"q":"PANEER"}')}`).expect(200);
      expect(byDish.body.map((review: { menuName: string }) => review.menuName)).toEqual(['Paneer Tikka']);
      const byCustomer = await adminGet(`?filter=${encodeURIComponent('{"q":"asha"}')}`).expect(200);
      expect(byCustomer.body).toHaveLength(2);
      const fives = await adminGet(`?filter=${encodeURIComponent('{"rating":5}')}`).expect(200);
      expect(fives.body.every((review: { rating: number }) => review.rating === 5)).toBe(true);
      expect(fives.body.length).toBeGreaterThan(0);
      await adminGet(`?filter=${encodeURIComponent('{"rating":7}')}`).expect(400);
      await adminGet('?sort=["password","ASC"]').expect(400);
      const literal = await adminGet(`?filter=${encodeURIComponent('{"q":"%"}')}`).expect(200);
      expect(literal.body).toEqual([]);
    });

    it('gets and deletes one review (the spec path DELETE /admin/reviews/{id})', async () => {
      const [review] = (await adminGet(`?filter=${encodeURIComponent('{"q":"Just like home"}')}`).expect(200)).body;
      const one = await adminGet(`/${review.id}`).expect(200);
      expect(one.body).toEqual(review);
      const deleted = await t.http().delete(`/api/v1/admin/reviews/${review.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
      expect(deleted.body).toEqual(review);
      await adminGet(`/${review.id}`).expect(404);
      await t.http().delete(`/api/v1/admin/reviews/${review.id}`).set('Authorization', `Bearer ${admin}`).expect(404);
      const onDish = await t.http().get(`/api/v1/menus/${dal.id}/reviews`).expect(200);
      expect(onDish.body.data).toEqual([]);
    });

    it('answers 403 to customer tokens and 401 without a token', async () => {
      await t.http().get('/api/v1/admin/reviews').set('Authorization', `Bearer ${asha.token}`).expect(403);
      await t.http().get('/api/v1/admin/reviews/1').set('Authorization', `Bearer ${asha.token}`).expect(403);
      await t.http().delete('/api/v1/admin/reviews/1').set('Authorization', `Bearer ${asha.token}`).expect(403);
      await t.http().get('/api/v1/admin/reviews').expect(401);
    });
  });
});
