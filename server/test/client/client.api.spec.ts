import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOrderableDish } from '../factories/menu.factory';
import { createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

const root = join(__dirname, '..', '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const FLOWS = ['customer-flow.ts', 'admin-flow.ts'];

/**
 * What an integrator does: generate a client's types from docs/openapi.json with openapi-typescript, write flows
 * against them with openapi-fetch, compile them strictly, and run them against the real server.
 */
describe('a client generated from docs/openapi.json', () => {
  let t: TestApp;

  beforeAll(async () => {
    execFileSync(bin('openapi-typescript'), [join(root, 'docs', 'openapi.json'), '-o', join(__dirname, 'generated', 'openapi.ts')], {
      stdio: 'pipe',
    });
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('compiles a customer flow and an admin flow with tsc --strict, and they hold no casts', () => {
    const compile = () => execFileSync(bin('tsc'), ['-p', join(__dirname, 'tsconfig.json')], { stdio: 'pipe', encoding: 'utf8' });
    expect(compile).not.toThrow();
    for (const flow of FLOWS)
      expect(readFileSync(join(__dirname, flow), 'utf8')).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[(]|<[A-Z]\w*>\s*[a-z(]/);
  });

  it('runs both flows against the real server', async () => {
    const { customerFlow } = await import('./customer-flow');
    const { adminFlow } = await import('./admin-flow');
    const { dish } = await createOrderableDish(t, { name: 'Bisi Bele Bath' });
    const customer = await createUser(t);
    const walked = await customerFlow(t.url, customer.user.email, FACTORY_PASSWORD);
    expect(walked).toEqual({ orderRefId: expect.stringMatching(/^[A-Z2-9]{12}$/), statusAfterCancel: 'CANCELLED', dishName: dish.name });

    // The admin flow moves a PENDING order: one more customer leaves theirs uncancelled.
    const second = await createUser(t);
    const headers = { Authorization: `Bearer ${second.token}` };
    await t
      .http()
      .post('/api/v1/cart/add')
      .set(headers)
      .send({ menuScheduleId: (await createOrderableDish(t)).schedule.id, quantity: 1 })
      .expect(200);
    const cart = (await t.http().get('/api/v1/cart').set(headers).expect(200)).body.data;
    await t
      .http()
      .post('/api/v1/orders')
      .set(headers)
      .send({ orderItems: [{ menuScheduleId: cart.items[0].menuScheduleId, quantity: 1 }] })
      .expect(201);

    const admin = await adminFlow(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin.newStatus).toBe('PREPARING');
    expect(admin.orderCount).toBeGreaterThanOrEqual(2);
    expect(admin.customerEmails).toEqual(expect.arrayContaining([customer.user.email, second.user.email]));
  });
});
