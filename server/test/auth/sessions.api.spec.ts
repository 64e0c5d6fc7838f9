import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '../../src/auth/token.service';
import { createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { openFreshRateWindows } from './accounts.helpers';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token signed with a secret the server does not know. */
function forgedToken(userId: number, role = 'ADMIN'): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    sub: String(userId),
    role,
    ver: 0,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  const signature = createHmac('sha256', 'not-the-server-secret-at-all-0123456789').update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('sessions: login, tokens and their revocation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => openFreshRateWindows(t));

  const login = (email: string, password: string) => t.http().post('/api/v1/auth/login').send({ email, password });
  const validate = (token: string) => t.http().post('/api/v1/auth/validate').set('Authorization', `Bearer ${token}`);

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { user } = await createUser(t);
    const wrong = await login(user.email, 'Wrong@1234').expect(401);
    const unknown = await login('nobody-here@example.test', FACTORY_PASSWORD).expect(401);
    expect(wrong.body).toEqual({ success: false, code: 'INVALID_LOGIN', message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires e-mail and password', async () => {
    const response = await t.http().post('/api/v1/auth/login').send({}).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('signs the admin in with the role the admin console checks', async () => {
    const response = await login(TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
    expect(response.body.data).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN', token: expect.any(String) });
  });

  it('throttles login per account with 429 after five failures, even for the right password', async () => {
    const { user } = await createUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'Wrong@1234').expect(401);
    const blocked = await login(user.email, FACTORY_PASSWORD).expect(429);
    expect(blocked.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/),
    });

    t.clock.advance(15 * 60_000 + 1000);
    await login(user.email, FACTORY_PASSWORD).expect(200);
  });

  it('throttles login per client address with 429', async () => {
    const { user } = await createUser(t);
    let status = 0;
    let attempts = 0;
    while (status !== 429 && attempts < 100) {
      attempts += 1;
      status = (await login(user.email.replace('@', `+${attempts}@`), 'Wrong@1234')).status;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(31);
    const blocked = await login(user.email, FACTORY_PASSWORD).expect(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts from your network\. Please try again in \d+ minutes?\.$/);
  });

  it('answers a valid token with the user on /auth/validate, and 401 without one', async () => {
    const { user, token } = await createUser(t, { name: 'Ravi Kumar' });
    const response = await validate(token).expect(200);
    expect(response.body.data).toEqual({
      id: user.id,
      name: 'Ravi Kumar',
      email: user.email,
      phone: user.phone,
      role: 'CUSTOMER',
      avatar: null,
      language: 'en',
    });
    const missing = await t.http().post('/api/v1/auth/validate').expect(401);
    expect(missing.body).toEqual({ success: false, code: 'LOGIN_REQUIRED', message: 'Please log in to continue.' });
  });

  it('rejects forged, tampered, alg:none and malformed tokens with 401', async () => {
    const { user, token } = await createUser(t);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${base64url({ sub: String(user.id), role: 'ADMIN', ver: 0, exp: 4102444800 })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(user.id), role: 'CUSTOMER', ver: 0 })}.`;
    for (const bad of [forgedToken(user.id), tampered, unsigned, 'not-a-jwt']) {
      const response = await validate(bad).expect(401);
      expect(response.body.message).toBe('Your session has expired. Please log in again.');
    }
  });

  it('refuses a correctly signed token that never expires', async () => {
    const { user } = await createUser(t);
    const timeless = t.app.get(JwtService).sign({ sub: String(user.id), role: 'CUSTOMER', ver: 0 });
    expect(t.app.get(JwtService).decode<{ exp?: number }>(timeless).exp).toBeUndefined();
    const response = await validate(timeless).expect(401);
    expect(response.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('reads the bearer scheme in any letter case', async () => {
    const { token } = await createUser(t);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      await t.http().post('/api/v1/auth/validate').set('Authorization', `${scheme} ${token}`).expect(200);
    }
    await t.http().post('/api/v1/auth/validate').set('Authorization', `Basic ${token}`).expect(401);
  });

  it('expires customer tokens after 7 days and admin tokens after 12 hours', async () => {
    expect(TOKEN_LIFETIME_SECONDS).toEqual({ CUSTOMER: 7 * 24 * 3600, ADMIN: 12 * 3600 });
    const { token: customer } = await createUser(t);
    const admin = (await login(TEST_ADMIN.email, TEST_ADMIN.password).expect(200)).body.data.token;

    t.clock.advance(12 * 3600 * 1000 - 60_000);
    await validate(admin).expect(200);
    t.clock.advance(2 * 60_000);
    await validate(admin).expect(401);
    await validate(customer).expect(200);

    t.clock.advance(7 * 24 * 3600 * 1000);
    await validate(customer).expect(401);
  });

  it('revokes every token of the user on logout-all, and a new login works again', async () => {
    const { user, token: first } = await createUser(t);
    const second = (await login(user.email, FACTORY_PASSWORD).expect(200)).body.data.token;
    const { token: bystander } = await createUser(t);

    const response = await t.http().post('/api/v1/auth/logout-all').set('Authorization', `Bearer ${second}`).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out from every device.', data: null });
    await validate(first).expect(401);
    await validate(second).expect(401);
    await validate(bystander).expect(200);

    const fresh = (await login(user.email, FACTORY_PASSWORD).expect(200)).body.data.token;
    await validate(fresh).expect(200);
  });

  it.each(['/api/v1/admin/dashboard', '/api/v1/admin/menus'])(
    'guards the admin endpoint %s: 401 without a token, 403 for a customer, 200 for the admin',
    async (path) => {
      const { token: customer } = await createUser(t);
      const admin = (await login(TEST_ADMIN.email, TEST_ADMIN.password).expect(200)).body.data.token;
      await t.http().get(path).expect(401);
      const forbidden = await t.http().get(path).set('Authorization', `Bearer ${customer}`).expect(403);
      expect(forbidden.body).toEqual({ success: false, code: 'NOT_ALLOWED', message: 'You do not have permission to do this.' });
      await t.http().get(path).set('Authorization', `Bearer ${admin}`).expect(200);
    },
  );

  it('refuses a deleted user’s token', async () => {
    const { user, token } = await createUser(t);
    await t.dataSource.query('DELETE FROM users WHERE id = ?', [user.id]);
    await validate(token).expect(401);
  });
});
