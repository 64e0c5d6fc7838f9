import { buildOpenApiDocument } from '../../src/openapi-document';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

describe('every /admin endpoint needs an admin', () => {
  let t: TestApp;
  let routes: { method: Method; path: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    const document = buildOpenApiDocument(t.app);
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '1') })),
      );
  });

  afterAll(() => t.close());

  it('finds the admin endpoints in the API document', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token and 403 with a customer token on each of them', async () => {
    const { token } = await createUser(t);
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const anonymous = await t.http()[method](path);
      const customer = await t.http()[method](path).set('Authorization', `Bearer ${token}`);
      answers.push(`${method.toUpperCase()} ${path} ${anonymous.status}/${customer.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401/403'))).toEqual([]);
  });
});
