import type { Response } from 'supertest';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { ContractChecker, Method } from './contract';

describe('real answers match the OpenAPI document', () => {
  let t: TestApp;
  let contract: ContractChecker;
  let customer: string;
  let admin: string;
  let email: string;
  let scheduleId: number;

  beforeAll(async () => {
    t = await startTestApp();
    contract = new ContractChecker(buildOpenApiDocument(t.app));
    const signedUp = await createUser(t);
    customer = signedUp.token;
    email = signedUp.user.email;
    admin = await adminToken(t);
    scheduleId = (await createOrderableDish(t)).schedule.id;
  });

  afterAll(() => t.close());

  const asCustomer = (method: Method, path: string) => t.http()[method](path).set('Authorization', `Bearer ${customer}`);
  const asAdmin = (method: Method, path: string) => t.http()[method](path).set('Authorization', `Bearer ${admin}`);

  function expectContract(method: Method, answer: Response, status: number): void {
    expect(answer.status).toBe(status);
    expect(contract.problems(method, answer.request.url.replace(t.url, ''), answer.status, answer.body)).toEqual([]);
  }

  it('the checker itself rejects a body off the schema, an undocumented status and an unknown path', () => {
    expect(contract.problems('get', '/api/v1/health', 200, { success: true, message: 'Healthy', data: { status: 1 } })).toEqual([
      expect.stringContaining('GET /api/v1/health 200'),
    ]);
    expect(contract.problems('get', '/api/v1/health', 418, {})).toEqual(['GET /api/v1/health 418: status not documented']);
    expect(contract.problems('get', '/api/v1/nowhere', 200, {})).toEqual(['GET /api/v1/nowhere is not in the document']);
  });

  it('public and auth answers', async () => {
    expectContract('get', await t.http().get('/api/v1/health'), 200);
    expectContract('get', await t.http().get('/api/v1/menus'), 200);
    expectContract('get', await t.http().get('/api/v1/menu-schedules/available'), 200);
    expectContract('get', await t.http().get('/api/v1/menus/999999'), 404);
    expectContract('post', await t.http().post('/api/v1/auth/login').send({ email, password: FACTORY_PASSWORD }), 200);
    expectContract('post', await t.http().post('/api/v1/auth/login').send({ email, password: 'Wrong@1234' }), 401);
    expectContract('post', await asCustomer('post', '/api/v1/auth/validate'), 200);
    expectContract('post', await t.http().post('/api/v1/auth/forgot-password').send({}), 400);
  });

  it('a customer places, lists and cancels an order; the second cancel is a 409', async () => {
    const placed = await placeOrder(t, customer, [{ menuScheduleId: scheduleId, quantity: 1 }]);
    expectContract('post', placed, 201);
    expectContract('post', await placeOrder(t, customer, [{ menuScheduleId: scheduleId, quantity: 0 }]), 400);
    expectContract('get', await asCustomer('get', '/api/v1/orders/my-orders'), 200);
    const id = placed.body.data.id as string;
    expectContract('post', await asCustomer('post', `/api/v1/orders/${id}/cancel`), 200);
    expectContract('post', await asCustomer('post', `/api/v1/orders/${id}/cancel`), 409);
  });

  it('admin answers, plain JSON', async () => {
    expectContract('get', await asAdmin('get', '/api/v1/admin/dashboard'), 200);
    expectContract('get', await asAdmin('get', '/api/v1/admin/orders'), 200);
    expectContract('get', await asAdmin('get', '/api/v1/admin/orders?sort=["nope","ASC"]'), 400);
    expectContract('get', await asAdmin('get', '/api/v1/admin/menus'), 200);
    const emptyPage = await asAdmin('get', '/api/v1/admin/orders?filter={"q":"no such customer"}');
    expectContract('get', emptyPage, 200);
    expect(emptyPage.headers['content-range']).toBe('orders */0');
    expectContract('get', await asAdmin('get', '/api/v1/admin/menu-schedules'), 200);
    expectContract('delete', await asAdmin('delete', '/api/v1/admin/menu-schedules/999999'), 404);
    expectContract('get', await asCustomer('get', '/api/v1/admin/orders'), 403);
    expectContract('get', await t.http().get('/api/v1/admin/orders'), 401);
  });

  it('a 429 says in Retry-After how many seconds the rate limiter’s window has left', async () => {
    const ask = () => t.http().post('/api/v1/auth/forgot-password').send({ identifier: 'nobody@example.com' });
    expectContract('post', await ask(), 200);
    const throttled = await ask();
    expectContract('post', throttled, 429);
    const seconds = Number(throttled.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(throttled.body.message).toContain(`${seconds} seconds`);
  });

  it('an event stream’s errors are JSON the document describes', async () => {
    expectContract('get', await asCustomer('get', '/api/v1/orders/00000000-0000-4000-8000-000000000000/events'), 404);
  });
});
