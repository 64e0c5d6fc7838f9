import { createHmac } from 'node:crypto';
import type { Response } from 'supertest';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { TokenService } from '../../src/auth/token.service';
import { addDays, localDate } from '../../src/common/kitchen-time';
import { UnsubscribeLinks } from '../../src/messages/unsubscribe-links';
import { HostResolver } from '../../src/outbound/host-resolver';
import { registration } from '../auth/accounts.helpers';
import { createOrderableDish } from '../factories/menu.factory';
import { adminToken, createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { asBytes } from '../support/pdf-text';
import { FakeGraphApi } from '../support/fake-graph-api';
import { startTestApp, TestApp } from '../support/test-app';
import { ContractChecker, documentedSuccesses, Method } from './contract';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);

/**
 * Walks every operation of the OpenAPI document with real calls, checks each answer against it, and then
 * requires that every documented success status of every operation was seen: an endpoint added without a
 * schema, or without a call here, fails this test.
 */
describe('every operation answers as the OpenAPI document says', () => {
  let t: TestApp;
  let contract: ContractChecker;
  let admin: string;
  const problems: string[] = [];

  const graph = new FakeGraphApi();

  beforeAll(async () => {
    await graph.start();
    t = await startTestApp(graph.siteEnv());
    contract = new ContractChecker(buildOpenApiDocument(t.app));
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await graph.stop();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const call = (method: Method, path: string, token?: string) => {
    const request = t.http()[method](`/api/v1${path}`);
    return token ? request.set(bearer(token)) : request;
  };

  /** Checks the answer against the document and its status against the expected one. */
  function check(method: Method, answer: Response, status: number): Response {
    const path = answer.request.url.replace(t.url, '');
    if (answer.status !== status)
      problems.push(`${method.toUpperCase()} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    const found =
      status === 304
        ? contract.unbodied(method, path, status, answer.headers['content-type'])
        : contract.problems(method, path, answer.status, answer.body);
    problems.push(...found);
    return answer;
  }

  /** An event stream: its status and content type, then the connection is dropped. */
  async function checkStream(path: string, ticket: string): Promise<void> {
    const controller = new AbortController();
    const response = await fetch(`${t.url}/api/v1${path}?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
    problems.push(...contract.unbodied('get', `/api/v1${path}`, response.status, response.headers.get('content-type') ?? undefined));
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) problems.push(`${path}: not an event stream`);
    controller.abort();
  }

  /** A file answer (a PDF, a print view): its status and content type against the document. */
  async function checkFile(path: string, token: string, query = ''): Promise<void> {
    const answer = await asBytes(call('get', `${path}${query}`, token));
    if (answer.status !== 200) problems.push(`GET ${path}: expected 200, got ${answer.status}`);
    problems.push(...contract.unbodied('get', `/api/v1${path}`, answer.status, answer.headers['content-type']));
  }

  it('walks the public, account, customer and admin operations', async () => {
    // Public
    check('get', await call('get', '/health'), 200);
    check('get', await call('get', '/settings'), 200);
    const menus = check('get', await call('get', '/menus'), 200);
    check('get', await call('get', '/menus').set('If-None-Match', menus.headers.etag), 304);
    check('get', await call('get', '/menu-schedules/available'), 200);
    check('get', await call('get', '/menus/search?name=dosa'), 200);
    check(
      'post',
      await call('post', '/contact').send({
        name: 'Ravi Kumar',
        email: 'ravi@example.test',
        phone: '98765 43210',
        message: 'Do you cater for twenty?',
      }),
      200,
    );

    // Accounts
    const form = registration();
    check('post', await call('post', '/auth/register').send(form), 201);
    t.clock.advance(5 * 60_000); // past the resend wait
    check('post', await call('post', '/auth/send-email-verify-otp').send({ email: form.email }), 200);
    const otp = await t.mail.codeFor(String(form.email));
    const verified = check('post', await call('post', '/auth/verify-email').send({ email: form.email, otp }), 200);
    const customer: string = verified.body.data.token;
    check('post', await call('post', '/auth/login').send({ email: form.email, password: form.password }), 200);
    check('post', await call('post', '/auth/validate', customer), 200);
    check('get', await call('get', '/users/profile', customer), 200);
    check('put', await call('put', '/users/profile', customer).send({ name: 'Asha Kumari' }), 200);
    check('get', await call('get', '/profile/whatsapp', customer), 200);
    check('put', await call('put', '/profile/whatsapp', customer).send({ on: true, source: 'PROFILE' }), 200);
    const other = await createUser(t);
    check('post', await call('post', '/auth/forgot-password').send({ identifier: other.user.email }), 200);
    const code = await t.mail.codeFor(other.user.email);
    check('post', await call('post', '/auth/reset-password').send({ identifier: other.user.email, code, newPassword: 'Fresh@4567' }), 200);
    const spare = await createUser(t);
    check('post', await call('post', '/auth/logout-all', spare.token), 200);

    // Admin catalogue
    check('post', await call('post', '/admin/uploads', admin).attach('file', PNG, 'photo.png'), 201);
    const dish = check(
      'post',
      await call('post', '/admin/menus', admin).send({
        name: 'Rajma Chawal',
        description: 'Beans and rice.',
        price: 189.5,
        imageUrl: '/uploads/r.png',
      }),
      201,
    ).body;
    check('get', await call('get', '/admin/menus', admin), 200);
    check('get', await call('get', `/admin/menus/${dish.id}`, admin), 200);
    check('put', await call('put', `/admin/menus/${dish.id}`, admin).send({ price: 199 }), 200);
    const food = check(
      'post',
      await call('post', '/admin/foods', admin).send({
        name: 'Aloo Paratha',
        description: 'Stuffed flatbread.',
        price: 120,
        imageUrl: '/uploads/a.png',
      }),
      201,
    ).body;
    check('put', await call('put', `/admin/foods/${food.id}`, admin).send({ price: 125 }), 200);
    check('delete', await call('delete', `/admin/foods/${food.id}`, admin), 200);
    const legacy = check(
      'post',
      await call('post', '/menus', admin).send({ name: 'Kheer', description: 'Rice pudding.', price: 90, imageUrl: '/uploads/k.png' }),
      201,
    ).body.data;
    check('put', await call('put', `/menus/${legacy.id}`, admin).send({ price: 95 }), 200);
    check('get', await call('get', `/menus/${legacy.id}`), 200);
    check('delete', await call('delete', `/menus/${legacy.id}`, admin), 200);

    const cookDate = addDays(localDate(t.clock.now(), t.config.kitchenTimeZone), 2);
    const times = {
      orderCutoffAt: `${cookDate}T03:00:00.000Z`,
      pickupFrom: `${cookDate}T07:00:00.000Z`,
      pickupTo: `${cookDate}T09:00:00.000Z`,
    };
    const schedule = check(
      'post',
      await call('post', '/admin/menu-schedules', admin).send({ menuId: dish.id, cookDate, ...times, availableQty: 30 }),
      201,
    ).body;
    check('get', await call('get', '/admin/menu-schedules', admin), 200);
    check('get', await call('get', `/admin/menu-schedules/${schedule.id}`, admin), 200);
    check('put', await call('put', `/admin/menu-schedules/${schedule.id}`, admin).send({ availableQty: 40 }), 200);
    check('put', await call('put', `/menu-schedules/${schedule.id}/quantity?quantity=30`, admin), 200);
    check('put', await call('put', `/menu-schedules/${schedule.id}/status?status=PUBLISHED`, admin), 200);
    const spareDish = await createOrderableDish(t);
    const unscheduled = check(
      'post',
      await call('post', '/admin/menus', admin).send({ name: 'Sheera', description: 'Semolina.', price: 60, imageUrl: '/uploads/s.png' }),
      201,
    ).body;
    const legacySchedule = check(
      'post',
      await call('post', '/menu-schedules', admin).send({ menuId: unscheduled.id, cookDate, ...times, availableQty: 5 }),
      201,
    ).body.data;
    check('delete', await call('delete', `/admin/menu-schedules/${legacySchedule?.id}`, admin), 200);
    check('get', await call('get', '/admin/kitchen-settings', admin), 200);
    check('put', await call('put', '/admin/kitchen-settings', admin).send({ defaultSlotMinutes: 15 }), 200);
    check('put', await call('put', `/admin/pickup-plans/${cookDate}`, admin).send({ slotMinutes: 30, maxOrdersPerSlot: 20 }), 200);
    check('get', await call('get', '/admin/pickup-plans', admin), 200);
    check('get', await call('get', `/admin/pickup-plans/${cookDate}`, admin), 200);
    const promotion = check(
      'post',
      await call('post', '/admin/promotions', admin).send({ code: 'WELCOME10', description: '10% off', kind: 'PERCENT', percentOff: 10 }),
      201,
    ).body;
    check('get', await call('get', '/admin/promotions', admin), 200);
    check('get', await call('get', `/admin/promotions/${promotion.id}`, admin), 200);
    check('put', await call('put', `/admin/promotions/${promotion.id}`, admin).send({ maxDiscount: 40 }), 200);
    const key = check('post', await call('post', '/admin/api-keys', admin).send({ name: 'Till', scopes: ['orders:read'] }), 201).body;
    check('get', await call('get', '/admin/api-keys', admin), 200);
    check('get', await call('get', `/admin/api-keys/${key.id}`, admin), 200);
    check('post', await call('post', `/admin/api-keys/${key.id}/rotate`, admin).send({ graceMinutes: 0 }), 200);
    check('post', await call('post', `/admin/api-keys/${key.id}/revoke`, admin), 200);
    jest.spyOn(t.app.get(HostResolver), 'resolve').mockResolvedValueOnce([{ address: '93.184.215.14', family: 4 }]);
    const hook = check(
      'post',
      await call('post', '/admin/webhooks', admin).send({ url: 'https://pos.example.com/hooks', eventTypes: ['order.placed'] }),
      201,
    ).body;
    check('get', await call('get', '/admin/webhooks', admin), 200);
    check('get', await call('get', `/admin/webhooks/${hook.id}`, admin), 200);
    check('put', await call('put', `/admin/webhooks/${hook.id}`, admin).send({ description: 'Till' }), 200);
    const plan = check(
      'post',
      await call('post', '/admin/tiffin-plans', admin).send({
        name: 'Weekday lunch',
        meal: 'LUNCH',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        pricePerMeal: 120,
        periods: ['WEEK', 'MONTH'],
        capacity: 20,
        pickupFrom: '12:30',
        pickupTo: '14:00',
        skipCutoffDaysBefore: 1,
        skipCutoffTime: '20:00',
      }),
      201,
    ).body;
    check('get', await call('get', '/admin/tiffin-plans', admin), 200);
    check('get', await call('get', `/admin/tiffin-plans/${plan.id}`, admin), 200);
    check('put', await call('put', `/admin/tiffin-plans/${plan.id}`, admin).send({ capacity: 25, autopayAllowed: true }), 200);
    check('put', await call('put', `/admin/tiffin-plans/${plan.id}/meals/${cookDate}`, admin).send({ scheduleId: schedule.id }), 200);
    check('get', await call('get', `/admin/tiffin-plans/${plan.id}/meals`, admin), 200);
    check('post', await call('post', '/admin/drops/copy', admin).send({ fromDate: cookDate, toDate: addDays(cookDate, 7) }), 200);

    // Cart, checkout and orders
    check('post', await call('post', '/cart/add', customer).send({ menuScheduleId: schedule.id, quantity: 2 }), 200);
    const cart = check('get', await call('get', '/cart', customer), 200).body.data;
    check('put', await call('put', `/cart/update/${cart.items[0].id}`, customer).send({ quantity: 1 }), 200);
    check(
      'post',
      await call('post', '/cart/merge', customer).send({ items: [{ menuScheduleId: spareDish.schedule.id, quantity: 1 }] }),
      200,
    );
    const merged = check('get', await call('get', '/cart', customer), 200).body.data;
    check('delete', await call('delete', `/cart/remove/${merged.items[1].id}`, customer), 200);
    check('post', await call('post', '/promotions/quote', customer).send({ code: 'welcome10' }), 200);
    const slots = check('get', await call('get', '/checkout/pickup-slots', customer), 200).body.data;
    check('post', await call('post', '/checkout/hold', customer), 200);
    check('get', await call('get', '/checkout/hold', customer), 200);
    const pickupSlots = [{ cookDate, from: slots[0].slots[0].from }];
    const order = check(
      'post',
      await call('post', '/orders', customer).send({ orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], pickupSlots }),
      201,
    ).body.data;
    check('delete', await call('delete', '/checkout/hold', customer), 200);
    check('get', await call('get', '/orders/my-orders', customer), 200);
    check('get', await call('get', `/orders/reference/${order.orderRefId}`, customer), 200);
    check('get', await call('get', `/orders/${order.id}`, customer), 200);
    const ticket = check('post', await call('post', '/auth/stream-ticket', customer), 200).body.data.ticket;
    await checkStream(`/orders/${order.id}/events`, ticket);
    check('get', await call('get', '/notifications', customer), 200);
    await checkFile(`/orders/${order.id}/invoice`, customer);
    await checkFile(`/orders/${order.id}/invoice/print`, customer);

    // Tiffin
    check('get', await call('get', '/tiffin/plans'), 200);
    const tiffin = check('post', await call('post', '/tiffin/subscriptions', customer).send({ planId: plan.id, period: 'WEEK' }), 201).body
      .data;
    const tiffinCheckout = check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/checkout`, customer), 200).body.data;
    check('post', await call('post', `/payments/test/${tiffinCheckout.providerOrderId}/fail`, customer), 200);
    const tiffinPaid = (await call('post', `/payments/test/${tiffinCheckout.providerOrderId}/pay`, customer)).body.data;
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/verify-payment`, customer).send(tiffinPaid), 200);
    const payingTheKitchen = await createUser(t);
    const prepaidToKitchen = (await call('post', '/tiffin/subscriptions', payingTheKitchen.token).send({ planId: plan.id, period: 'WEEK' }))
      .body.data;
    check(
      'post',
      await call('post', `/admin/tiffin-subscriptions/${prepaidToKitchen.id}/payment`, admin).send({ amount: prepaidToKitchen.amount }),
      200,
    );
    check('get', await call('get', '/admin/tiffin-subscriptions', admin), 200);
    check('get', await call('get', `/admin/tiffin-subscriptions/${tiffin.id}`, admin), 200);
    check('get', await call('get', '/tiffin/subscriptions', customer), 200);
    check('get', await call('get', `/tiffin/subscriptions/${tiffin.id}`, customer), 200);
    await checkFile(`/tiffin/subscriptions/${tiffin.id}/invoice`, customer);
    await checkFile(`/tiffin/subscriptions/${tiffin.id}/invoice/print`, customer);
    await checkFile(`/admin/tiffin-subscriptions/${prepaidToKitchen.id}/invoice`, admin);
    const lastMeal = tiffin.meals[tiffin.meals.length - 1].cookDate;
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/skip`, customer).send({ cookDate: lastMeal }), 200);
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/unskip`, customer).send({ cookDate: lastMeal }), 200);
    check(
      'post',
      await call('post', `/tiffin/subscriptions/${tiffin.id}/pickup-slot`, customer).send({ pickupFrom: tiffin.pickupFrom }),
      200,
    );
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/pause`, customer).send({ from: lastMeal, to: lastMeal }), 200);
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/resume`, customer), 200);
    check('post', await call('post', `/tiffin/subscriptions/${tiffin.id}/cancel`, customer), 200);
    t.clock.advance(8 * 86_400_000);
    const renewer = t.app.get(TokenService).issue(payingTheKitchen.user);
    check('post', await call('post', `/tiffin/subscriptions/${prepaidToKitchen.id}/renew`, renewer), 201);
    t.clock.reset();
    const autopayer = await createUser(t);
    const autopaid = (await call('post', '/tiffin/subscriptions', autopayer.token).send({ planId: plan.id, period: 'WEEK' })).body.data;
    const mandate = check('post', await call('post', `/tiffin/subscriptions/${autopaid.id}/autopay`, autopayer.token), 200).body.data;
    check('post', await call('post', `/payments/test/subscriptions/${mandate.providerSubscriptionId}/fail`, autopayer.token), 200);
    const approved = check(
      'post',
      await call('post', `/payments/test/subscriptions/${mandate.providerSubscriptionId}/pay`, autopayer.token),
      200,
    ).body.data;
    check('post', await call('post', `/tiffin/subscriptions/${autopaid.id}/verify-autopay`, autopayer.token).send(approved), 200);

    // Messages and waitlists
    check('get', await call('get', '/messages', customer), 200);
    check('get', await call('get', '/messages/preferences', customer), 200);
    check(
      'put',
      await call('put', '/messages/preferences', customer).send({ topics: [{ topic: 'NEW_DROPS', email: true, inApp: true }] }),
      200,
    );
    const customerId: number = (await call('get', '/users/profile', customer)).body.data.id;
    const unsubscribe = t.app.get(UnsubscribeLinks).token(customerId, 'NEW_DROPS');
    check('post', await call('post', `/messages/unsubscribe?token=${unsubscribe}`), 200);
    check('post', await call('post', `/waitlist/${unscheduled.id}`, customer), 201);
    check('get', await call('get', '/waitlist', customer), 200);
    check('get', await call('get', '/admin/waitlists', admin), 200);
    check('get', await call('get', `/admin/waitlists/${unscheduled.id}`, admin), 200);
    check('delete', await call('delete', `/waitlist/${unscheduled.id}`, customer), 200);
    check('get', await call('get', '/push/key'), 200);
    const browser = {
      endpoint: 'https://push.example.test/send/abc123',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    // No DNS here: the push service's name resolves, as a real one would, to a public address.
    jest.spyOn(t.app.get(HostResolver), 'resolve').mockResolvedValueOnce([{ address: '93.184.215.14', family: 4 }]);
    check('post', await call('post', '/push/subscriptions', customer).send(browser), 201);
    check('post', await call('post', '/push/subscriptions/remove', customer).send({ endpoint: browser.endpoint }), 200);
    const second = check(
      'post',
      await call('post', '/orders', customer).send({ orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], pickupSlots }),
      201,
    ).body.data;
    check('post', await call('post', `/orders/${second.id}/cancel`, customer), 200);
    const third = check(
      'post',
      await call('post', '/orders', customer).send({ orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], pickupSlots }),
      201,
    ).body.data;
    check('put', await call('put', `/orders/${third.id}/cancel`, customer), 200);
    check('delete', await call('delete', '/cart/clear', customer), 200);

    // Online payment in test mode
    const online = check(
      'post',
      await call('post', '/orders', customer).send({
        orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }],
        pickupSlots,
        paymentMethod: 'ONLINE',
      }),
      201,
    ).body.data;
    check('post', await call('post', `/payments/test/${online.payment.providerOrderId}/fail`, customer), 200);
    const paid = check('post', await call('post', `/payments/test/${online.payment.providerOrderId}/pay`, customer), 200).body.data;
    check('post', await call('post', '/payments/razorpay/verify', customer).send(paid), 200);
    const event = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
    const testModeWebhookSecret = createHmac('sha256', t.config.jwtSecret!).update('test-mode payments: webhook secret').digest('hex');
    const signature = createHmac('sha256', testModeWebhookSecret).update(event).digest('hex');
    check(
      'post',
      await call('post', '/payments/razorpay/webhook')
        .set('content-type', 'application/json')
        .set('x-razorpay-signature', signature)
        .send(event),
      200,
    );
    check(
      'post',
      await call('post', '/payments/razorpay/webhook')
        .set('content-type', 'application/json')
        .set('x-razorpay-signature', 'f'.repeat(64))
        .send(event),
      400,
    );

    // Admin orders, reviews, reports
    check('get', await call('get', '/admin/orders', admin), 200);
    check('get', await call('get', `/admin/orders/${order.id}`, admin), 200);
    check('put', await call('put', `/admin/orders/${order.id}/status`, admin).send({ status: 'PREPARING' }), 200);
    check('put', await call('put', `/admin/orders/${order.id}`, admin).send({ status: 'DELIVERED' }), 200);
    await checkFile(`/admin/orders/${order.id}/invoice`, admin);
    const today = localDate(t.clock.now(), t.config.kitchenTimeZone);
    await checkFile('/admin/invoices', admin, `?from=${today}&to=${today}`);
    const adminTicket = check('post', await call('post', '/auth/stream-ticket', admin), 200).body.data.ticket;
    await checkStream('/admin/orders/events', adminTicket);
    const line = (await call('get', `/orders/${order.id}`, customer)).body.data.orderItems[0];
    const review = check('post', await call('post', '/reviews', customer).send({ orderItemId: line.id, rating: 5, comment: 'Lovely' }), 201)
      .body.data;
    check('put', await call('put', `/reviews/${review.id}`, customer).send({ rating: 4, comment: 'Very good' }), 200);
    check('get', await call('get', '/reviews/mine', customer), 200);
    check('get', await call('get', `/menus/${dish.id}/reviews`), 200);
    check('get', await call('get', '/admin/reviews', admin), 200);
    check('get', await call('get', `/admin/reviews/${review.id}`, admin), 200);
    check('delete', await call('delete', `/admin/reviews/${review.id}`, admin), 200);
    const customers = check('get', await call('get', '/admin/customers', admin), 200).body;
    check('get', await call('get', `/admin/customers/${customers[0].id}`, admin), 200);
    check('get', await call('get', '/admin/dashboard', admin), 200);
    check('get', await call('get', `/admin/production?cookDate=${cookDate}`, admin), 200);
    check('delete', await call('delete', `/admin/pickup-plans/${cookDate}`, admin), 200);
    const unordered = await createOrderableDish(t);
    check('delete', await call('delete', `/admin/menus/${unordered.dish.id}`, admin), 200);
    const deliveries = check('get', await call('get', `/admin/webhook-deliveries?filter={"endpointId":${hook.id}}`, admin), 200).body;
    check('get', await call('get', `/admin/webhook-deliveries/${deliveries[0].id}`, admin), 200);
    check('post', await call('post', `/admin/webhook-deliveries/${deliveries[0].id}/resend`, admin), 200);
    check('post', await call('post', `/admin/webhooks/${hook.id}/replay`, admin).send({ since: '2026-01-01T00:00:00Z' }), 200);
    check('delete', await call('delete', `/admin/webhooks/${hook.id}`, admin), 200);
    check('post', await call('post', '/auth/login').send({ email: other.user.email, password: FACTORY_PASSWORD }), 401);

    // WhatsApp: Meta's handshake and webhook, then the console's conversations
    const handshake = `hub.mode=subscribe&hub.verify_token=${graph.verifyToken}&hub.challenge=1158201444`;
    const challenge = await call('get', `/whatsapp/webhook?${handshake}`);
    problems.push(...contract.unbodied('get', '/api/v1/whatsapp/webhook', challenge.status, challenge.headers['content-type']));
    if (challenge.text !== '1158201444') problems.push(`GET /whatsapp/webhook: answered ${challenge.status} ${challenge.text}`);
    const incoming = JSON.stringify(graph.incoming('919812345678', 'Is there dal today?'));
    const signed = call('post', '/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', graph.sign(incoming));
    check('post', await signed.send(incoming), 200);
    check('get', await call('get', '/admin/whatsapp/conversations', admin), 200);
    check('get', await call('get', '/admin/whatsapp/conversations/919812345678', admin), 200);
    check('post', await call('post', '/admin/whatsapp/conversations/919812345678/replies', admin).send({ text: 'Yes, till 9 pm.' }), 201);
    check('get', await call('get', '/admin/whatsapp/settings', admin), 200);
    check('put', await call('put', '/admin/whatsapp/settings', admin).send({ autoReply: 'Thank you! Write MENU.' }), 200);

    expect(problems).toEqual([]);
  });

  it('saw every documented success status of every operation', () => {
    const missing = documentedSuccesses(contract['document']).filter((answer) => !contract.seen.has(answer));
    expect(missing).toEqual([]);
  });
});
