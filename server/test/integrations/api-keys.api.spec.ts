import type { OpenAPIObject } from '@nestjs/swagger';
import { API_SCOPES, ApiScope } from '../../src/api-keys/api-key-scopes';
import { hashSecret } from '../../src/api-keys/api-key-secret';
import { ApiKeyUsage } from '../../src/api-keys/api-key-usage';
import { ApiKey } from '../../src/api-keys/api-key.entity';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  method: Method;
  path: string;
  /** The scope an API key needs, or undefined where keys are refused (a person's endpoint). */
  scope?: ApiScope;
}

interface Issued {
  id: number;
  secret: string;
  scopes: ApiScope[];
  status: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every operation that needs someone signed in, with the scope the document names for API keys. */
function protectedOperations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const security = item[method]?.security;
      if (!security || security.length === 0) return [];
      const scope = security.find((requirement) => requirement.apiKey)?.apiKey?.[0] as ApiScope | undefined;
      const concrete = path
        .replace(/^\/api\/v1/, '')
        .replace('{cookDate}', '2026-12-01')
        .replace(/\{[^}]+\}/g, '999999');
      return [{ method, path: concrete, scope }];
    }),
  );
}

describe('API keys with scopes', () => {
  let t: TestApp;
  let admin: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    operations = protectedOperations(buildOpenApiDocument(t.app));
  });
  afterAll(async () => t?.close());

  async function makeKey(scopes: ApiScope[], fields: Record<string, unknown> = {}, token = admin): Promise<Issued> {
    const answer = await t
      .http()
      .post('/api/v1/admin/api-keys')
      .set(bearer(token))
      .send({ name: 'Counter till', scopes, ...fields });
    expect(answer.status).toBe(201);
    return answer.body as Issued;
  }

  const call = (operation: Operation, token: string) => t.http()[operation.method](`/api/v1${operation.path}`).set(bearer(token)).send({});

  it('names a scope on every admin operation and on nothing else', () => {
    const admin = operations.filter((operation) => operation.path.startsWith('/admin/') && !operation.path.endsWith('/events'));
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.filter((operation) => !operation.scope)).toEqual([]);
    expect(operations.filter((operation) => operation.scope && !operation.path.startsWith('/admin/')).map((o) => o.path)).toEqual([
      '/menus',
      '/menus/999999',
      '/menus/999999',
      '/menu-schedules',
      '/menu-schedules/999999/quantity',
      '/menu-schedules/999999/status',
    ]);
    for (const operation of operations.filter((candidate) => candidate.scope)) {
      expect(operation.scope).toMatch(operation.method === 'get' ? /:read$/ : /:write$/);
    }
  });

  it('shows the secret once, keeps only its hash, and lists keys without it', async () => {
    const issued = await makeKey(['orders:read']);
    expect(issued.secret).toMatch(/^hk_live_[a-f0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const row = await t.dataSource.getRepository(ApiKey).findOneByOrFail({ id: issued.id });
    expect(row.secretHash).toBe(hashSecret(issued.secret));
    expect(JSON.stringify(row)).not.toContain(issued.secret.slice(21));

    const listed = await t.http().get('/api/v1/admin/api-keys').set(bearer(admin)).expect(200);
    expect(listed.headers['content-range']).toMatch(/^api-keys \d+-\d+\/\d+$/);
    const shown = (listed.body as Array<Record<string, unknown>>).find((key) => key.id === issued.id);
    expect(shown).toMatchObject({ name: 'Counter till', scopes: ['orders:read'], status: 'ACTIVE', useCount: 0 });
    expect(shown).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain(issued.secret);
  });

  it('refuses every admin operation to a key without its scope, and lets a key with it past the door', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.scope)) {
      const scope = operation.scope!;
      const other = API_SCOPES.filter((candidate) => candidate !== scope);
      const lacking = await makeKey(other);
      const refused = await call(operation, lacking.secret);
      if (refused.status !== 403 || refused.body.code !== 'API_KEY_SCOPE' || !String(refused.body.message).includes(scope))
        failures.push(`${operation.method} ${operation.path} without ${scope}: ${refused.status} ${JSON.stringify(refused.body)}`);
      const holding = await makeKey([scope]);
      const allowed = await call(operation, holding.secret);
      if ([401, 403].includes(allowed.status) || allowed.status >= 500)
        failures.push(`${operation.method} ${operation.path} with ${scope}: ${allowed.status} ${JSON.stringify(allowed.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps keys out of every endpoint meant for a person', async () => {
    const everything = await makeKey(API_SCOPES);
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.scope)) {
      const answer = await call(operation, everything.secret);
      if (answer.status !== 403 || answer.body.code !== 'API_KEY_NOT_ALLOWED')
        failures.push(`${operation.method} ${operation.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
    expect(operations.filter((candidate) => !candidate.scope).map((o) => o.path)).toEqual(
      expect.arrayContaining(['/users/profile', '/auth/logout-all', '/orders', '/cart', '/admin/orders/events']),
    );
  });

  it('answers 401 on every operation for a revoked key and for an expired key', async () => {
    const revoked = await makeKey(API_SCOPES);
    const revokedAnswer = await t.http().post(`/api/v1/admin/api-keys/${revoked.id}/revoke`).set(bearer(admin)).expect(200);
    expect(revokedAnswer.body).toMatchObject({ status: 'REVOKED' });
    const expiring = await makeKey(API_SCOPES, { expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    await t.http().get('/api/v1/admin/orders').set(bearer(expiring.secret)).expect(200);
    t.clock.advance(61_000);
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.scope)) {
      for (const [secret, code] of [
        [revoked.secret, 'API_KEY_REVOKED'],
        [expiring.secret, 'API_KEY_EXPIRED'],
      ]) {
        const answer = await call(operation, secret);
        if (answer.status !== 401 || answer.body.code !== code)
          failures.push(`${operation.method} ${operation.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
    const altered = `${revoked.secret.slice(0, -1)}${revoked.secret.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await t.http().get('/api/v1/admin/orders').set(bearer(altered)).expect(401);
    expect(unknown.body.code).toBe('API_KEY_INVALID');
  });

  it('rotates a secret: the old one works through the grace period and stops after it; 0 minutes stops it at once', async () => {
    const key = await makeKey(['menu:read']);
    const rotated = await t
      .http()
      .post(`/api/v1/admin/api-keys/${key.id}/rotate`)
      .set(bearer(admin))
      .send({ graceMinutes: 30 })
      .expect(200);
    const fresh = (rotated.body as Issued).secret;
    expect(fresh).not.toBe(key.secret);
    expect(fresh.slice(0, 21)).toBe(key.secret.slice(0, 21));
    await t.http().get('/api/v1/admin/menus').set(bearer(key.secret)).expect(200);
    await t.http().get('/api/v1/admin/menus').set(bearer(fresh)).expect(200);
    t.clock.advance(31 * 60_000);
    expect((await t.http().get('/api/v1/admin/menus').set(bearer(key.secret)).expect(401)).body.code).toBe('API_KEY_INVALID');
    await t.http().get('/api/v1/admin/menus').set(bearer(fresh)).expect(200);

    const again = await t.http().post(`/api/v1/admin/api-keys/${key.id}/rotate`).set(bearer(admin)).send({ graceMinutes: 0 }).expect(200);
    await t.http().get('/api/v1/admin/menus').set(bearer(fresh)).expect(401);
    await t
      .http()
      .get('/api/v1/admin/menus')
      .set(bearer((again.body as Issued).secret))
      .expect(200);
  });

  it('lets a key that manages keys give only the scopes it holds', async () => {
    const manager = await makeKey(['keys:read', 'keys:write', 'orders:read']);
    const made = await makeKey(['orders:read'], {}, manager.secret);
    expect(made.scopes).toEqual(['orders:read']);
    const refused = await t
      .http()
      .post('/api/v1/admin/api-keys')
      .set(bearer(manager.secret))
      .send({ name: 'More power', scopes: ['orders:read', 'orders:write', 'keys:write'] })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'API_KEY_GRANT' });
    expect(refused.body.message).toContain('orders:write');
  });

  it('refuses key forms that do not hold together, naming the problem, and makes nothing', async () => {
    const before = await t.dataSource.getRepository(ApiKey).count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', scopes: [] }, 'scopes must be a list of one or more of'],
      [{ name: 'x', scopes: ['orders:delete'] }, 'scopes must be a list of one or more of'],
      [{ name: '  ', scopes: ['orders:read'] }, 'name must not be empty'],
      [{ name: 'x', scopes: ['orders:read'], expiresAt: 'soon' }, 'expiresAt must be a date and time'],
      [{ name: 'x', scopes: ['orders:read'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt must be in the future'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.http().post('/api/v1/admin/api-keys').set(bearer(admin)).send(body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const rotation = await t.http().post('/api/v1/admin/api-keys/1/rotate').set(bearer(admin)).send({ graceMinutes: -1 }).expect(400);
    expect(JSON.stringify(rotation.body)).toContain('graceMinutes must be a whole number of minutes from 0 to 10080');
    expect(await t.dataSource.getRepository(ApiKey).count()).toBe(before);
  });

  it('never lets a customer manage keys', async () => {
    const { token } = await createUser(t);
    expect((await t.http().get('/api/v1/admin/api-keys').set(bearer(token)).expect(403)).body.code).toBe('NOT_ALLOWED');
  });

  it("counts each key's calls and its last use", async () => {
    const key = await makeKey(['reports:read']);
    const before = t.clock.now().toISOString();
    for (let call = 0; call < 3; call += 1) await t.http().get('/api/v1/admin/dashboard').set(bearer(key.secret)).expect(200);
    await t.app.get(ApiKeyUsage).flush();
    const shown = await t.http().get(`/api/v1/admin/api-keys/${key.id}`).set(bearer(admin)).expect(200);
    expect(shown.body).toMatchObject({ useCount: 3 });
    expect(shown.body.lastUsedAt >= before && shown.body.lastUsedAt <= t.clock.now().toISOString()).toBe(true);
  });
});

describe('API key revocation across instances', () => {
  it('stops a key on the other instance the moment one instance revokes it', async () => {
    const first = await startTestApp();
    const second = await startTestApp({}, first.database);
    try {
      const admin = await adminToken(first);
      const made = await first
        .http()
        .post('/api/v1/admin/api-keys')
        .set(bearer(admin))
        .send({ name: 'Delivery partner', scopes: ['orders:read'] })
        .expect(201);
      const secret = (made.body as Issued).secret;
      await second.http().get('/api/v1/admin/orders').set(bearer(secret)).expect(200);
      await first
        .http()
        .post(`/api/v1/admin/api-keys/${(made.body as Issued).id}/revoke`)
        .set(bearer(admin))
        .expect(200);
      expect((await second.http().get('/api/v1/admin/orders').set(bearer(secret)).expect(401)).body.code).toBe('API_KEY_REVOKED');
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("an API key's own quota", () => {
  it('tells every call what is left with the RateLimit header fields, and answers 429 with them past the quota', async () => {
    const t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '3' });
    try {
      const made = await t
        .http()
        .post('/api/v1/admin/api-keys')
        .set(bearer(await adminToken(t)))
        .send({ name: 'Busy till', scopes: ['orders:read'] })
        .expect(201);
      const secret = (made.body as Issued).secret;
      const remaining: string[] = [];
      for (let call = 0; call < 3; call += 1) {
        const answer = await t.http().get('/api/v1/admin/orders').set(bearer(secret)).expect(200);
        expect(answer.headers['ratelimit-limit']).toBe('3');
        expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
        expect(Number(answer.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
        remaining.push(answer.headers['ratelimit-remaining']);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await t.http().get('/api/v1/admin/orders').set(bearer(secret)).expect(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(refused.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
      expect(refused.headers['retry-after']).toBe(refused.headers['ratelimit-reset']);
      t.clock.advance(61_000);
      await t.http().get('/api/v1/admin/orders').set(bearer(secret)).expect(200);
    } finally {
      await t.close();
    }
  });
});
