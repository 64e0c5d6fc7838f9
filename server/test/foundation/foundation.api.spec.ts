import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { User } from '../../src/users/user.entity';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { CUSTOMER_SITE } from '../../src/static-sites';
import { createScratchDatabase } from '../support/scratch-database';
import { startTestApp, TestApp } from '../support/test-app';

describe('foundation', () => {
  let t: TestApp;

  // A database no migration has touched, as on a first start: the other files begin from the run's migrated copy.
  beforeAll(async () => {
    t = await startTestApp({}, await createScratchDatabase({ unmigrated: true }));
  });

  afterAll(async () => {
    await t.close();
    await t.database.drop();
  });

  it('reports the database up on /api/v1/health inside the envelope', async () => {
    const response = await t.http().get('/api/v1/health').expect(200);
    expect(response.body).toEqual({ success: true, message: 'Healthy', data: { status: 'ok', database: 'up', redis: 'not configured' } });
  });

  it('answers unknown API routes with the NOT_FOUND envelope, never the SPA, and unknown pages with the SPA', async () => {
    const get = await t.http().get('/api/v1/no-such-thing').expect(404);
    expect(get.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'No API route for GET /api/v1/no-such-thing' });
    const post = await t.http().post('/api/v1/no-such-thing').send({}).expect(404);
    expect(post.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: expect.stringMatching(/no-such-thing/) });
    expect((await t.http().get('/api').expect(404)).body.code).toBe('NOT_FOUND');
    const page = await t.http().get('/menu/whatever').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<div id="root"');
  });

  it('sends security headers and exposes Content-Range to other origins', async () => {
    const response = await t.http().get('/api/v1/health').set('Origin', 'http://integrator.example');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('allows cross-origin calls with every method the API uses', async () => {
    const preflight = await t
      .http()
      .options('/api/v1/admin/orders/some-id')
      .set('Origin', 'http://integrator.example')
      .set('Access-Control-Request-Method', 'DELETE')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-methods']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, and behind a trusted proxy that says https', async () => {
    const plain = await t.http().get('/api/v1/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const secure = await proxied.http().get('/api/v1/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const insecure = await proxied.http().get('/api/v1/health').expect(200);
      expect(insecure.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('answers the menu from its fast path with the same security and CORS headers', async () => {
    const response = await t.http().get('/api/v1/menus').set('Origin', 'http://integrator.example').expect(200);
    expect(response.body).toMatchObject({ success: true, data: [] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('http://integrator.example');
    expect(response.headers['access-control-expose-headers']).toContain('ETag');
    await t.http().get('/api/v1/menus').set('If-None-Match', response.headers.etag).expect(304);
  });

  it('needs no schema change after migrating: the entities match the migrations', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('creates the first admin once', async () => {
    const admins = await t.dataSource.getRepository(User).findBy({ role: 'ADMIN' });
    expect(admins.map((admin) => admin.email)).toEqual(['admin@kitchen.test']);
  });

  it('serves the OpenAPI document, and docs/openapi.json is up to date (run npm run openapi)', async () => {
    const served = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(served.body.info.title).toBe('Home Kitchen API');
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(t.app))));
  });

  it('serves the customer SPA with history fallback and the admin console under /admin/', async () => {
    const home = await t.http().get('/').expect(200);
    expect(home.headers['content-type']).toContain('text/html');
    // A landing route gets the page the build prerendered for it; any other route gets index.html as built.
    expect(home.text).toContain('<div id="root" data-prerendered-year=');
    const deepLink = await t.http().get('/order-status/1234').expect(200);
    expect(deepLink.text).toBe(readFileSync(join(CUSTOMER_SITE, 'index.html'), 'utf8'));
    const admin = await t.http().get('/admin/orders').expect(200);
    expect(admin.headers['content-type']).toContain('text/html');
    expect(admin.text).not.toBe(home.text);
  });

  it('sends the customer pages compressed as the browser asks, Brotli first', async () => {
    // The landing page: /menu's bytes change once the server has drawn its cards (test/menu/menu-pages.api.spec.ts).
    const plain = await t.http().get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Raw bytes as they travel: HTTP clients in tests decompress by themselves.
    const brotli = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${t.url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.text);
    expect(brotli.body.length).toBeLessThan(plain.text.length / 3);
  });

  it('serves the demo dish images', async () => {
    const image = await t.http().get('/media/dishes/masala-dosa.svg').expect(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('demo seed', () => {
  it('seeds the demo menu once and nothing twice on restart', async () => {
    const database = await createScratchDatabase({ unmigrated: true });
    const first = await startTestApp({ SEED_DEMO: 'true' }, database);
    const menuCount = await first.dataSource.getRepository(MenuItem).count();
    const scheduleCount = await first.dataSource.getRepository(MenuSchedule).count();
    await first.app.close();
    await first.mail.stop();

    const second = await startTestApp({ SEED_DEMO: 'true' }, database);
    try {
      expect(menuCount).toBe(12);
      expect(scheduleCount).toBe(10);
      expect(await second.dataSource.getRepository(MenuItem).count()).toBe(12);
      expect(await second.dataSource.getRepository(MenuSchedule).count()).toBe(10);
      expect(await second.dataSource.getRepository(User).countBy({ role: 'ADMIN' })).toBe(1);
      const names = (await second.dataSource.getRepository(MenuItem).find()).map((item) => item.name);
      expect(names).toEqual(expect.arrayContaining(['Paneer Butter Masala', 'Masala Dosa', 'Chole Bhature']));
    } finally {
      await second.close();
      await database.drop();
    }
  });
});
