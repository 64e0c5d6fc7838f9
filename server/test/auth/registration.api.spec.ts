import { EmailCodePurgeJob } from '../../src/auth/email-code-purge.job';
import { EmailCode } from '../../src/auth/email-code.entity';
import { ACCOUNT_MESSAGES as M } from '../../src/users/account-rules';
import { User } from '../../src/users/user.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { openFreshRateWindows, PASSWORD, registerAndVerify, registration, uniqueEmail } from './accounts.helpers';

describe('registration with an e-mailed code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => openFreshRateWindows(t));

  const register = (body: Record<string, unknown>) => t.http().post('/api/v1/auth/register').send(body);
  const verify = (email: string, otp: string) => t.http().post('/api/v1/auth/verify-email').send({ email, userName: 'Asha Rao', otp });

  it('sends the code in the language the sign-up form was filled in, and the new account keeps that language', async () => {
    const email = uniqueEmail();
    await register(registration({ email, language: 'hi' })).expect(201);
    const mail = await t.mail.waitFor(email, /^आपका Home Kitchen सत्यापन कोड$/);
    expect(mail.text).toContain('अपना ईमेल सत्यापित करें');
    const otp = await t.mail.codeFor(email, /सत्यापन/);
    const verified = await verify(email, otp).expect(200);
    expect(verified.body.data.language).toBe('hi');
    const login = await t.http().post('/api/v1/auth/login').send({ email, password: PASSWORD }).expect(200);
    expect(login.body.data.language).toBe('hi');
    const profile = await t.http().get('/api/v1/users/profile').set('Authorization', `Bearer ${verified.body.data.token}`).expect(200);
    expect(profile.body.data.language).toBe('hi');
  });

  it('refuses a sign-up language it does not speak with 400', async () => {
    const email = uniqueEmail();
    const response = await register(registration({ email, language: 'fr' })).expect(400);
    expect(response.body.errors).toEqual([{ field: 'language', message: "Language must be 'en' (English) or 'hi' (Hindi)" }]);
    expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('registers, verifies with the code from a real e-mail, logs in and reads and changes the profile', async () => {
    const email = uniqueEmail();
    const registered = await register(
      registration({ name: '  Asha Rao ', email: `  ${email.toUpperCase()} `, phone: '98765 43210' }),
    ).expect(201);
    expect(registered.body).toEqual({
      success: true,
      message: 'Registration successful! An OTP has been sent to your email.',
      data: { email, name: 'Asha Rao' },
    });

    const mail = await t.mail.waitFor(email, /verification/i);
    expect(mail.text).toContain('Home Kitchen');
    expect(mail.html).toContain('Home Kitchen');
    const otp = await t.mail.codeFor(email);
    expect(mail.html).toContain(otp);

    const verified = await verify(email, otp).expect(200);
    expect(verified.body.message).toBe('Account verified and logged in successfully!');
    expect(verified.body.data).toEqual({
      token: expect.any(String),
      userId: expect.any(Number),
      name: 'Asha Rao',
      email,
      phone: '919876543210',
      role: 'CUSTOMER',
      language: 'en',
    });

    const login = await t.http().post('/api/v1/auth/login').send({ email: email.toUpperCase(), password: PASSWORD }).expect(200);
    expect(login.body.data).toMatchObject({ userId: verified.body.data.userId, email, role: 'CUSTOMER' });
    const token = login.body.data.token;

    const profile = await t.http().get('/api/v1/users/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(profile.body.data).toEqual({
      id: verified.body.data.userId,
      name: 'Asha Rao',
      email,
      phone: '919876543210',
      role: 'CUSTOMER',
      avatar: null,
      language: 'en',
    });

    const changed = await t
      .http()
      .put('/api/v1/users/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: ' Asha Kumari ', phone: '91234 56789' })
      .expect(200);
    expect(changed.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { name: 'Asha Kumari', phone: '919123456789', email },
    });
    const reread = await t.http().post('/api/v1/auth/validate').set('Authorization', `Bearer ${verified.body.data.token}`).expect(200);
    expect(reread.body.data).toMatchObject({ name: 'Asha Kumari', phone: '919123456789' });
  });

  it.each([
    ['name', { name: undefined }, M.nameRequired],
    ['name', { name: '   ' }, M.nameRequired],
    ['email', { email: undefined }, M.emailRequired],
    ['email', { email: 'asha@kitchen' }, M.emailInvalid],
    ['phone', { phone: undefined }, M.phoneRequired],
    ['phone', { phone: '12345' }, M.phoneInvalid],
    ['phone', { phone: '+12 3456 7890 123456' }, M.phoneInvalid],
    ['password', { password: undefined }, M.passwordRequired],
    ['password', { password: 'password1' }, 'Password needs a symbol such as @, # or -'],
    ['password', { password: 'Pass@1' }, 'Password needs at least 8 characters'],
    ['password', { password: '12345678' }, 'Password needs a letter and a symbol such as @, # or -'],
    ['password', { password: 'abc' }, 'Password needs at least 8 characters, a number and a symbol such as @, # or -'],
  ])('rejects a bad %s with the spec message: %j', async (field, change, message) => {
    const response = await register(registration(change)).expect(400);
    expect(response.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: [{ field, message }] });
  });

  it.each(['Pass word1', 'Chai#2026', 'Paneer-Tikka9', 'Rasoi₹2026', 'Secret@123'])(
    'accepts a password with any symbol: %j',
    async (password) => {
      await register(registration({ password })).expect(201);
    },
  );

  it('rejects unknown fields such as role with 400 and creates nothing', async () => {
    const form = registration({ role: 'ADMIN' });
    const response = await register(form).expect(400);
    expect(response.body.errors).toEqual([{ field: 'role', message: 'property role should not exist' }]);
    expect(await t.dataSource.getRepository(User).countBy({ email: String(form.email) })).toBe(0);
  });

  it('answers 409 for an e-mail that already has a verified account, in any letter case', async () => {
    const { email } = await registerAndVerify(t);
    const again = await register(registration({ email: email.toUpperCase() })).expect(409);
    expect(again.body).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in.',
    });
  });

  it('lets an unverified account re-register (the latest details win) and tells it to verify before logging in', async () => {
    const email = uniqueEmail();
    await register(registration({ email, name: 'First Try' })).expect(201);
    const login = await t.http().post('/api/v1/auth/login').send({ email, password: PASSWORD }).expect(403);
    expect(login.body.message).toBe('Please verify your email before logging in.');

    openFreshRateWindows(t);
    await register(registration({ email, name: 'Second Try', password: 'Other@1234' })).expect(201);
    const otp = await t.mail.codeFor(email);
    const verified = await verify(email, otp).expect(200);
    expect(verified.body.data.name).toBe('Second Try');
    await t.http().post('/api/v1/auth/login').send({ email, password: 'Other@1234' }).expect(200);
    expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });

  it("keeps a pending sign-up's details while its code is live: a second registration only resends the code", async () => {
    const email = uniqueEmail();
    await register(registration({ email, name: 'Real Owner' })).expect(201);
    t.clock.advance(61_000);

    const stranger = await register(registration({ email, name: 'Stranger', phone: '91234 56789', password: 'Stranger@123' })).expect(201);
    expect(stranger.body).toEqual({
      success: true,
      message: 'Registration successful! An OTP has been sent to your email.',
      data: { email, name: 'Stranger' },
    });
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(stored).toMatchObject({ name: 'Real Owner', phone: '919876543210' });

    const verified = await verify(email, await t.mail.codeFor(email)).expect(200);
    expect(verified.body.data.name).toBe('Real Owner');
    await t.http().post('/api/v1/auth/login').send({ email, password: 'Stranger@123' }).expect(401);
    await t.http().post('/api/v1/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('rate-limits sign-ups from one address, so existing e-mails cannot be probed in bulk', async () => {
    const { email } = await registerAndVerify(t);
    openFreshRateWindows(t);
    const answers: number[] = [];
    for (let probe = 0; probe < 31; probe += 1) answers.push((await register(registration({ email }))).status);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(409));
    const refused = await register(registration({ email: uniqueEmail() })).expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-up attempts from your network\. Please try again in \d+ minutes?\.$/);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '30', 'ratelimit-remaining': '0' });
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
    expect(answers[30]).toBe(429);
  });

  it('kills a code after five wrong tries: even the right code then fails', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const otp = await t.mail.codeFor(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) messages.push((await verify(email, wrong).expect(400)).body.message);
    expect(messages[0]).toBe('Invalid OTP. Please try again. 4 attempts left.');
    expect(messages[4]).toBe('Invalid OTP. Too many wrong attempts; please request a new one.');
    const right = await verify(email, otp).expect(400);
    expect(right.body.message).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('refuses a used code on replay', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const otp = await t.mail.codeFor(email);
    await verify(email, otp).expect(200);
    const replay = await verify(email, otp).expect(400);
    expect(replay.body.message).toBe('This email is already verified. Please log in.');
  });

  it('refuses a code older than ten minutes, and accepts a freshly sent one', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const old = await t.mail.codeFor(email);
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await verify(email, old).expect(400);
    expect(expired.body.message).toBe('This OTP has expired or was already used. Please request a new one.');

    t.mail.clear();
    const resent = await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email, userName: 'Asha Rao' }).expect(200);
    expect(resent.body.message).toBe('A new OTP has been sent to your email.');
    const fresh = await t.mail.codeFor(email);
    await verify(email, fresh).expect(200);
  });

  it('retires the earlier code when a new one is sent', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const first = await t.mail.codeFor(email);
    t.clock.advance(61_000);
    t.mail.clear();
    await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email }).expect(200);
    const second = await t.mail.codeFor(email);
    if (first !== second) await verify(email, first).expect(400);
    await verify(email, second).expect(200);
  });

  it('throttles resending: a minimum interval, then an hourly cap, each with a clear 429', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const tooSoon = await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email }).expect(429);
    expect(tooSoon.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Please wait \d+ seconds? before requesting a new code\.$/),
    });

    for (let resend = 0; resend < 4; resend += 1) {
      t.clock.advance(61_000);
      await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email }).expect(200);
    }
    t.clock.advance(61_000);
    const capped = await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email }).expect(429);
    expect(capped.body.message).toMatch(/^Too many codes requested for this account\. Please try again in \d+ minutes?\.$/);
  });

  it('answers a resend for an unknown e-mail exactly like a real one, without sending anything', async () => {
    const email = uniqueEmail('nobody');
    const response = await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'A new OTP has been sent to your email.', data: null });
    await expect(t.mail.waitFor(email, undefined, 300)).rejects.toThrow(/No e-mail/);
  });

  it('refuses a resend for something that is not an e-mail address', async () => {
    const response = await t.http().post('/api/v1/auth/send-email-verify-otp').send({ email: 'abc' }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: 'Enter a valid email' });
  });

  it('rejects a malformed code before looking at it', async () => {
    const response = await verify(uniqueEmail(), '12ab').expect(400);
    expect(response.body.message).toBe('Please enter the 6-digit OTP');
  });

  it('stores codes only as hashes', async () => {
    const email = uniqueEmail();
    await register(registration({ email })).expect(201);
    const otp = await t.mail.codeFor(email);
    const rows: { code_hash: string }[] = await t.dataSource.query('SELECT code_hash FROM email_codes');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.code_hash.length === 64 && !row.code_hash.includes(otp))).toBe(true);
  });

  it('purges expired codes in the hourly housekeeping job, keeping live ones', async () => {
    const stale = uniqueEmail();
    await register(registration({ email: stale })).expect(201);
    t.clock.advance(11 * 60_000);
    const live = uniqueEmail();
    await register(registration({ email: live })).expect(201);
    const idOf = async (email: string) => (await t.dataSource.getRepository(User).findOneByOrFail({ email })).id;
    const codesOf = async (email: string) => t.dataSource.getRepository(EmailCode).countBy({ userId: await idOf(email) });

    await t.app.get(EmailCodePurgeJob).run();
    expect(await codesOf(stale)).toBe(0);
    expect(await codesOf(live)).toBe(1);
  });

  it('stores the password as an argon2id hash', async () => {
    const { email } = await registerAndVerify(t);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
