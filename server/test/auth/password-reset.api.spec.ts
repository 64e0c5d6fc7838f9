import { User } from '../../src/users/user.entity';
import { createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { NEW_PASSWORD, openFreshRateWindows, registration, uniqueEmail } from './accounts.helpers';

const SENT = 'If an account matches, a reset code has been sent to its email. It is valid for 10 minutes.';
const INVALID = 'Invalid or expired reset code. Please check the code or request a new one.';
const RESET_SUBJECT = /password reset/i;

describe('password reset by e-mailed code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => openFreshRateWindows(t));

  const forgot = (identifier: string) => t.http().post('/api/v1/auth/forgot-password').send({ identifier });
  const reset = (identifier: string, code: string, newPassword = NEW_PASSWORD) =>
    t.http().post('/api/v1/auth/reset-password').send({ identifier, code, newPassword });
  const login = (email: string, password: string) => t.http().post('/api/v1/auth/login').send({ email, password });
  const phoneOf = () => `9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  it('answers identically for a known and an unknown e-mail, and e-mails a code only to the real account', async () => {
    const { user } = await createUser(t);
    const known = await forgot(user.email.toUpperCase()).expect(200);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail).expect(200);
    expect(known.body).toEqual({ success: true, message: SENT, data: null });
    expect(unknown.body).toEqual(known.body);

    const mail = await t.mail.waitFor(user.email, RESET_SUBJECT);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('Home Kitchen');
    await expect(t.mail.waitFor(unknownEmail, undefined, 300)).rejects.toThrow(/No e-mail/);
  });

  it('answers identically for a known and an unknown phone, and accepts the phone as people type it', async () => {
    const phone = phoneOf();
    const { user } = await createUser(t, { phone });
    const known = await forgot(`+${phone.slice(0, 2)} ${phone.slice(2, 7)} ${phone.slice(7)}`).expect(200);
    const unknown = await forgot('919000000001').expect(200);
    expect(unknown.body).toEqual(known.body);
    await t.mail.waitFor(user.email, RESET_SUBJECT);
  });

  it('resets with the code: the new password works, the old one and every earlier token do not', async () => {
    const { user, token } = await createUser(t);
    await forgot(user.email).expect(200);
    const code = await t.mail.codeFor(user.email, RESET_SUBJECT);

    const done = await reset(user.email, code).expect(200);
    expect(done.body).toEqual({ success: true, message: 'Your password has been reset. Log in with your new password.', data: null });
    await login(user.email, FACTORY_PASSWORD).expect(401);
    await login(user.email, NEW_PASSWORD).expect(200);
    await t.http().post('/api/v1/auth/validate').set('Authorization', `Bearer ${token}`).expect(401);
    await t.mail.waitFor(user.email, /password was changed/i);

    const replay = await reset(user.email, code, 'Other@9876').expect(400);
    expect(replay.body.message).toBe(INVALID);
  });

  it('resets by phone when the code went to the account e-mail', async () => {
    const phone = phoneOf();
    const { user } = await createUser(t, { phone });
    await forgot(phone).expect(200);
    const code = await t.mail.codeFor(user.email, RESET_SUBJECT);
    await reset(phone, code).expect(200);
    await login(user.email, NEW_PASSWORD).expect(200);
  });

  it('kills a reset code after five wrong tries and refuses an expired one', async () => {
    const { user } = await createUser(t);
    await forgot(user.email).expect(200);
    const code = await t.mail.codeFor(user.email, RESET_SUBJECT);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await reset(user.email, wrong).expect(400)).body.message).toBe(INVALID);
    await reset(user.email, code).expect(400);

    t.clock.advance(2 * 60_000);
    t.mail.clear();
    await forgot(user.email).expect(200);
    const late = await t.mail.codeFor(user.email, RESET_SUBJECT);
    t.clock.advance(10 * 60_000 + 1000);
    await reset(user.email, late).expect(400);
    await login(user.email, FACTORY_PASSWORD).expect(200);
  });

  it('holds the new password to the registration policy', async () => {
    const { user } = await createUser(t);
    const weak = await reset(user.email, '123456', 'weakpass').expect(400);
    expect(weak.body.errors).toEqual([{ field: 'newPassword', message: 'Password needs a number and a symbol such as @, # or -' }]);
  });

  it('throttles repeated requests for the same identifier alike for known and unknown accounts', async () => {
    const { user } = await createUser(t);
    const ghost = uniqueEmail('ghost');
    await forgot(user.email).expect(200);
    await forgot(ghost).expect(200);
    const known = await forgot(user.email).expect(429);
    const unknown = await forgot(ghost).expect(429);
    for (const answer of [known, unknown]) expect(answer.body.message).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);
  });

  it('lets an unverified account reset, which also proves its e-mail', async () => {
    const form = registration();
    await t.http().post('/api/v1/auth/register').send(form).expect(201);
    t.clock.advance(2 * 60_000);
    await forgot(String(form.email)).expect(200);
    const code = await t.mail.codeFor(String(form.email), RESET_SUBJECT);
    await reset(String(form.email), code).expect(200);
    await login(String(form.email), NEW_PASSWORD).expect(200);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: String(form.email) });
    expect(user.emailVerified).toBe(true);
  });
});
