import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ServerProcess, startServerProcess } from '../scale-out/server-process';
import { createAccount, createDishOnSale, openScratchDatabase } from '../support/scratch-kitchen';
import { scratchMariaDbAvailable, startScratchMariaDb, ScratchMariaDb } from '../support/scratch-mariadb';

/*
 * The database goes away under light load, first killed (connections refused), then frozen with SIGSTOP
 * (connections accepted, nothing answered). Throughout, every answer is a 2xx or a 503 DATABASE_UNAVAILABLE
 * with Retry-After, none takes more than a few seconds, GET /menus keeps serving the menu it had and
 * /health says 503 within 2 s; once the database is back the same server process succeeds again within
 * seconds. Runs a real server process (server/dist/main.js) once per `npm test`: the MySQL leg leaves it out.
 */
const describeWithMariaDb = scratchMariaDbAvailable() ? describe : describe.skip;

const JWT_SECRET = 'database-outage-secret-that-is-long-enough-for-hs256';
/** The server's waits are set short so that the test is quick; the defaults are a few seconds longer. */
const TIMEOUTS = { DB_CONNECT_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '2000', DB_QUERY_TIMEOUT_MS: '2000' };
/** Acquire plus statement timeouts, and room for a busy test machine. */
const ANSWER_WITHIN_MS = 6000;
const OUTAGE_MS = 6000;
const CLIENTS = 4;

interface Answer {
  call: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

interface Call {
  name: string;
  path: string;
  init?: () => RequestInit;
}

async function send(server: ServerProcess, call: Call): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${server.url}/api/v1${call.path}`, { ...call.init?.(), signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    return { call: call.name, status: response.status, ms: Date.now() - started, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return { call: call.name, status: 0, ms: Date.now() - started, retryAfter: null, body: String(error) };
  }
}

/** `CLIENTS` clients cycling through the calls, each sending its next request when the last is answered. */
async function underLoad(server: ServerProcess, calls: Call[], durationMs: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let turn = client; Date.now() < until; turn += 1) {
        answers.push(await send(server, calls[turn % calls.length]));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return answers;
}

/** Polls until every call succeeds in one round; returns how long that took. */
async function recovery(server: ServerProcess, calls: Call[]): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answers = await Promise.all(calls.map((call) => send(server, call)));
    if (answers.every((answer) => answer.status >= 200 && answer.status < 300)) return Date.now() - started;
    if (Date.now() - started > 30_000)
      throw new Error(`Not recovered after 30 s: ${JSON.stringify(answers.filter((answer) => answer.status >= 300))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expectOnlySuccessOr503(answers: Answer[], menuBody: string): void {
  const unexpected = answers.filter((answer) => !(answer.status >= 200 && answer.status < 300) && answer.status !== 503);
  expect(unexpected).toEqual([]);
  const slow = answers.filter((answer) => answer.ms > ANSWER_WITHIN_MS);
  expect(slow).toEqual([]);
  const unavailable = answers.filter((answer) => answer.status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  for (const answer of unavailable) {
    expect(answer.retryAfter).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
  }
  const menus = answers.filter((answer) => answer.call === 'menus');
  expect(menus.length).toBeGreaterThan(0);
  expect(menus.map((answer) => [answer.status, answer.body])).toEqual(menus.map(() => [200, menuBody]));
}

async function expectHealth503Within2s(server: ServerProcess): Promise<void> {
  const health = await send(server, { name: 'health', path: '/health' });
  expect(health.status).toBe(503);
  expect(health.ms).toBeLessThan(2000);
  expect(health.retryAfter).toBe('5');
}

describeWithMariaDb('a database outage answers 503, never a 500 or a hang (MariaDB killed, then frozen)', () => {
  let mariadb: ScratchMariaDb;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let db: DataSource | undefined;

  beforeAll(async () => {
    mariadb = await startScratchMariaDb();
    dataDir = mkdtempSync(join(tmpdir(), 'hk-outage-'));
  }, 60_000);

  afterAll(async () => {
    mariadb?.thaw();
    await server?.stop();
    await db?.destroy().catch(() => undefined);
    await mariadb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 2xx or 503 with Retry-After within seconds, serves the cached menu, and recovers without a restart', async () => {
    server = await startServerProcess('outage', {
      NODE_ENV: 'production',
      DATABASE_URL: mariadb.url,
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@outage.test',
      ADMIN_PASSWORD: 'Admin@12345',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      ...TIMEOUTS,
    });
    db = await openScratchDatabase(mariadb.url);
    const { schedule } = await createDishOnSale(db, 'Outage Thali', 10_000);
    const customer = await createAccount(db, JWT_SECRET, 'Outage Customer');
    const admin = await createAccount(db, JWT_SECRET, 'Outage Admin', 'ADMIN');
    await db.destroy();
    db = undefined;

    const as = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
    const calls: Call[] = [
      { name: 'menus', path: '/menus' },
      { name: 'menu search', path: '/menus/search?name=outage' },
      { name: 'settings', path: '/settings' },
      { name: 'cart', path: '/cart', init: () => as(customer.token) },
      { name: 'my orders', path: '/orders/my-orders', init: () => as(customer.token) },
      {
        name: 'place order',
        path: '/orders',
        init: () =>
          as(customer.token, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({ orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'COD' }),
          }),
      },
      { name: 'admin orders', path: '/admin/orders', init: () => as(admin.token) },
      { name: 'health', path: '/health' },
    ];
    // Orders change the stock shown, so the menu to expect is the one built after the last of them.
    const currentMenu = async () => (await send(server!, calls[0])).body;
    await recovery(server, calls);
    await underLoad(server, calls, 1000);
    const menuBeforeKill = await currentMenu();
    expect(menuBeforeKill).toContain('Outage Thali');

    await mariadb.kill();
    const whileKilled = underLoad(server, calls, OUTAGE_MS);
    await expectHealth503Within2s(server);
    expectOnlySuccessOr503(await whileKilled, menuBeforeKill);

    await mariadb.start();
    expect(await recovery(server, calls)).toBeLessThan(10_000);
    const menuBeforeFreeze = await currentMenu();

    mariadb.freeze();
    const whileFrozen = underLoad(server, calls, OUTAGE_MS);
    await expectHealth503Within2s(server);
    expectOnlySuccessOr503(await whileFrozen, menuBeforeFreeze);

    mariadb.thaw();
    expect(await recovery(server, calls)).toBeLessThan(10_000);
  }, 180_000);
});
