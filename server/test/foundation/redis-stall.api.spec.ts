import Redis from 'ioredis';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { registration } from '../auth/accounts.helpers';
import { scratchRedisServerAvailable, startScratchRedisServer, ScratchRedisServer } from '../support/scratch-redis-server';
import { startTestApp, TestApp } from '../support/test-app';

/*
 * Redis frozen with SIGSTOP: connections are accepted and held, nothing is answered. The issue measured sign-in and
 * sign-up hanging 130 s, failed logins and streams past 30 s, and /health saying all was well. Every call here must
 * answer before a 2.5 s abort (the fallback's own bound is the 0.5 s command timeout; the rest is the work itself),
 * /health must say 'degraded', and once Redis is thawed the same app counts in Redis again by itself.
 */
const describeWithRedisServer = scratchRedisServerAvailable() ? describe : describe.skip;

/** A correctness bound, not a benchmark: far below the hangs it replaces, above the 2 s the fallback promises. */
const ABORT_AFTER_MS = 2500;
const WRONG_PASSWORD = 'Wrong@12345';

interface Answer {
  status: number;
  body: { success: boolean; message: string; code?: string; data?: Record<string, unknown> };
}

describeWithRedisServer('a frozen Redis hangs nothing (SIGSTOP)', () => {
  let redis: ScratchRedisServer;
  let t: TestApp;
  let inspector: Redis;

  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const response = await fetch(`${t.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ABORT_AFTER_MS),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  const login = (email: string, password: string) => call('POST', '/auth/login', { email, password });
  const health = () => call('GET', '/health');

  /** Opens the order's event stream with a ticket, as the SPA does, and answers its first event. */
  async function firstStreamEvent(orderId: string, token: string): Promise<{ status: number; firstEvent: string }> {
    const ticket = (await call('POST', '/auth/stream-ticket', undefined, token)).body.data?.ticket as string;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ABORT_AFTER_MS);
    try {
      const response = await fetch(`${t.url}/api/v1/orders/${orderId}/events?ticket=${encodeURIComponent(ticket)}`, {
        signal: abort.signal,
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!/^event: .*\ndata: .*\n\n/m.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return { status: response.status, firstEvent: /^event: .*\ndata: .*$/m.exec(text)?.[0] ?? '' };
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }

  async function redisAnswersAgain(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await health()).body.data?.redis !== 'up') {
      if (Date.now() > deadline) throw new Error('/health did not report Redis up within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const failuresInRedis = (email: string) => inspector.get(`rate-limit:login:account:${email}`);

  beforeAll(async () => {
    redis = await startScratchRedisServer();
    t = await startTestApp({ REDIS_URL: redis.url });
    inspector = new Redis(redis.url, { maxRetriesPerRequest: 0, commandTimeout: 1000, lazyConnect: true });
    await inspector.connect();
    await redisAnswersAgain();
  });

  afterAll(async () => {
    redis?.thaw();
    inspector?.disconnect();
    await t?.close();
    await redis?.stop();
  });

  it('counts failed logins in Redis while it answers, and /health says so', async () => {
    const { user } = await createUser(t);
    expect((await login(user.email, WRONG_PASSWORD)).status).toBe(401);
    expect(await failuresInRedis(user.email)).toBe('1');
    expect((await health()).body.data).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers sign-in, sign-up, failed logins, streams and /health within 2 s while Redis is frozen, limits held locally; then shares again by itself', async () => {
    const signingIn = await createUser(t);
    const failing = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, signingIn.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data as {
      id: string;
    };
    expect((await login(failing.user.email, WRONG_PASSWORD)).status).toBe(401);
    expect(await failuresInRedis(failing.user.email)).toBe('1');

    redis.freeze();
    // All at once, before the instance can know Redis froze: each pays at most the command timeout.
    const [signedIn, signedUp, failed, degraded] = await Promise.all([
      login(signingIn.user.email, FACTORY_PASSWORD),
      call('POST', '/auth/register', registration()),
      login(failing.user.email, WRONG_PASSWORD),
      health(),
    ]);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ email: signingIn.user.email, token: expect.any(String) });
    expect(signedUp.status).toBe(201);
    expect(failed.body).toMatchObject({ success: false, code: 'INVALID_LOGIN' });
    expect(degraded.status).toBe(200);
    expect(degraded.body.data).toEqual({ status: 'degraded', database: 'up', redis: 'unavailable' });

    // Counted on this instance meanwhile: five failures block the account, even with the right password.
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await login(failing.user.email, WRONG_PASSWORD)).status).toBe(401);
    const blocked = await login(failing.user.email, FACTORY_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');

    const stream = await firstStreamEvent(order.id, signingIn.token);
    expect(stream.status).toBe(200);
    expect(stream.firstEvent).toMatch(/^event: status\ndata: .*"status":"PENDING"/);
    expect((await health()).body.data).toEqual({ status: 'degraded', database: 'up', redis: 'unavailable' });

    redis.thaw();
    await redisAnswersAgain();
    // Redis counts again: it held one failure from before the freeze, so this is the second, and the right password
    // works (this instance's own count of five no longer applies).
    expect((await login(failing.user.email, WRONG_PASSWORD)).status).toBe(401);
    expect(await failuresInRedis(failing.user.email)).toBe('2');
    expect((await login(failing.user.email, FACTORY_PASSWORD)).status).toBe(200);
    expect((await health()).body.data).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});
