import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createConnection, Connection, RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { detectMysqlFlavour } from '../../src/database/mysql-flavour';
import { JobLock } from '../../src/jobs/job-lock.entity';
import { JobLockService } from '../../src/jobs/job-lock.service';
import { databaseNumber } from '../../src/redis/redis-connections';
import { createScratchMysql, createScratchRedis, missingScaleOutServices, ScratchMysql, ScratchRedis } from './scale-out-services';
import { openEventStream, ServerProcess, startServerProcess } from './server-process';

/*
 * Two real server processes (node server/dist/main.js) on one MySQL database and one Redis, as
 * behind a load balancer. Runs once per `npm test` (in the first jest run); the MySQL leg, which
 * runs the API suites again, skips it because it already ran against MySQL.
 */
const missing = missingScaleOutServices({ mysql: true });
if (missing) console.log(`Two-instance scale-out test skipped: ${missing}.`);
const describeWithServices = missing ? describe.skip : describe;

const JWT_SECRET = 'scale-out-secret-that-is-long-enough-for-hs256';
const ADMIN = { email: 'admin@scale-out.test', password: 'Admin@12345' };

interface Api {
  status: number;
  body: { success?: boolean; message?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Api> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Both instances subscribe to order changes just after start-up; wait until Redis counts them. */
async function waitForOrderChannelSubscribers(redisUrl: string, subscribers: number): Promise<void> {
  const client = new Redis(redisUrl);
  const channel = `home-kitchen:${databaseNumber(redisUrl)}:order-changes`;
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [, count] = (await client.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= subscribers) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Fewer than ${subscribers} instances subscribed to ${channel}: is RedisModule imported in app.module.ts?`);
  } finally {
    await client.quit();
  }
}

describeWithServices('two API instances on one MySQL database and Redis', () => {
  let mysql: ScratchMysql;
  let redis: ScratchRedis;
  let db: Connection;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256' } });

  /** The day after tomorrow in the kitchen's zone (Asia/Kolkata), which is always ahead of UTC. */
  function cookDate(): string {
    const local = new Date(Date.now() + 5.5 * 3600_000 + 2 * 86_400_000);
    return local.toISOString().slice(0, 10);
  }

  async function createSchedule(name: string, availableQty: number): Promise<number> {
    const now = new Date();
    const [menu] = await db.query<RowDataPacket[]>(
      `INSERT INTO menu_items (name, description, price_paise, image_url, images, is_veg, active, ingredients, created_at, updated_at)
       VALUES (?, 'Made for the scale-out test', 25000, '/media/dishes/aloo-paratha.svg', '[]', 1, 1, NULL, ?, ?)`,
      [name, now, now],
    );
    const day = cookDate();
    const [schedule] = await db.query<RowDataPacket[]>(
      `INSERT INTO menu_schedules (menu_item_id, cook_date, order_cutoff_at, pickup_from, pickup_to, available_qty, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?)`,
      [
        (menu as unknown as { insertId: number }).insertId,
        day,
        new Date(`${day}T04:30:00Z`),
        new Date(`${day}T07:30:00Z`),
        new Date(`${day}T09:30:00Z`),
        availableQty,
        now,
        now,
      ],
    );
    return (schedule as unknown as { insertId: number }).insertId;
  }

  /** A verified customer written to the database, with a token signed as the servers sign theirs. */
  async function createCustomer(): Promise<string> {
    const now = new Date();
    const email = `customer-${randomUUID()}@scale-out.test`;
    const [result] = await db.query<RowDataPacket[]>(
      `INSERT INTO users (name, email, phone, password_hash, role, email_verified, token_version, avatar, created_at, updated_at)
       VALUES ('Scale Customer', ?, '919876543210', 'not-a-login-account', 'CUSTOMER', 1, 0, NULL, ?, ?)`,
      [email, now, now],
    );
    const id = (result as unknown as { insertId: number }).insertId;
    return jwt.sign({ sub: String(id), role: 'CUSTOMER', ver: 0 }, { expiresIn: 3600 });
  }

  async function adminToken(): Promise<string> {
    const [rows] = await db.query<RowDataPacket[]>(`SELECT id, token_version FROM users WHERE role = 'ADMIN'`);
    return jwt.sign({ sub: String(rows[0].id), role: 'ADMIN', ver: rows[0].token_version }, { expiresIn: 3600 });
  }

  function placeOrder(server: ServerProcess, token: string, menuScheduleId: number, quantity: number): Promise<Api> {
    return call(server, 'POST', '/orders', { orderItems: [{ menuScheduleId, quantity }], paymentMethod: 'COD' }, token, {
      'Idempotency-Key': randomUUID(),
    });
  }

  beforeAll(async () => {
    [mysql, redis] = await Promise.all([createScratchMysql(), createScratchRedis()]);
    dataDir = mkdtempSync(join(tmpdir(), 'hk-scale-out-'));
    const env = (instance: string) => ({
      NODE_ENV: 'production',
      DATABASE_URL: mysql.url,
      REDIS_URL: redis.url,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      // Each instance has its own disk, as on separate machines (uploads would need a shared volume).
      DATA_DIR: join(dataDir, instance),
    });
    // The first instance migrates the new database; the second starts on the migrated schema.
    a = await startServerProcess('A', env('a'));
    b = await startServerProcess('B', env('b'));
    db = await createConnection({ uri: mysql.url, timezone: 'Z' });
    await waitForOrderChannelSubscribers(redis.url, 2);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await Promise.all([mysql?.drop(), redis?.drop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('never oversells when customers order through both instances at once', async () => {
    const scheduleId = await createSchedule('Scale-out Thali', 7);
    const tokens = await Promise.all(Array.from({ length: 12 }, () => createCustomer()));
    const answers = await Promise.all(tokens.map((token, index) => placeOrder(index % 2 === 0 ? a : b, token, scheduleId, 1)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(7).fill(201), ...Array(5).fill(409)]);
    const placedOn = new Set(answers.flatMap((answer, index) => (answer.status === 201 ? [index % 2] : [])));
    expect(placedOn.size).toBe(2);
    const [[stock], [sold]] = await Promise.all([
      db.query<RowDataPacket[]>('SELECT available_qty FROM menu_schedules WHERE id = ?', [scheduleId]).then(([rows]) => rows),
      db
        .query<RowDataPacket[]>('SELECT COALESCE(SUM(quantity), 0) AS sold FROM order_items WHERE schedule_id = ?', [scheduleId])
        .then(([rows]) => rows),
    ]);
    expect(stock.available_qty).toBe(0);
    expect(Number(sold.sold)).toBe(7);
  });

  it('streams a status change made on one instance to a customer connected to the other', async () => {
    const scheduleId = await createSchedule('Scale-out Biryani', 5);
    const customer = await createCustomer();
    const placed = await placeOrder(a, customer, scheduleId, 2);
    expect(placed.status).toBe(201);
    const orderId = String(placed.body.data?.id);

    // The ticket is asked for on B and used on A; its one use counts on both (Redis), so B then refuses it.
    const ticket = String((await call(b, 'POST', '/auth/stream-ticket', undefined, customer)).body.data?.ticket);
    const stream = await openEventStream(`${a.url}/api/v1/orders/${orderId}/events?ticket=${encodeURIComponent(ticket)}`);
    const reused = await fetch(`${b.url}/api/v1/orders/${orderId}/events?ticket=${encodeURIComponent(ticket)}`);
    expect(reused.status).toBe(401);
    try {
      await stream.next<{ status: string }>('status', (data) => data.status === 'PENDING');
      const changed = await call(b, 'PUT', `/admin/orders/${orderId}/status`, { status: 'PREPARING' }, await adminToken());
      expect(changed.status).toBe(200);
      const update = await stream.next<{ id: string; status: string }>('status', (data) => data.status === 'PREPARING');
      expect(update.id).toBe(orderId);
    } finally {
      stream.close();
    }
  });

  it('refuses a session on the other instance as soon as it is revoked, though that instance had it cached', async () => {
    const customer = await createCustomer();
    expect((await call(b, 'GET', '/users/profile', undefined, customer)).status).toBe(200);
    expect((await call(a, 'POST', '/auth/logout-all', undefined, customer)).status).toBe(200);
    // Well inside SessionCache's few seconds: only the message through Redis can have told B.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 401; attempt += 1) {
      status = (await call(b, 'GET', '/users/profile', undefined, customer)).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });

  it('counts failed logins for one account across both instances', async () => {
    const credentials = { email: `nobody-${randomUUID()}@scale-out.test`, password: 'Wrong@12345' };
    // Five failures are allowed per account; they are spread over both instances.
    for (const server of [a, b, a, b, a]) {
      expect((await call(server, 'POST', '/auth/login', credentials)).status).toBe(401);
    }
    const blocked = await call(b, 'POST', '/auth/login', credentials);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('runs a scheduled job once when both instances reach for it at the same moment', async () => {
    // Each instance has its own connection pool; the job lease in the shared database picks one winner.
    const config = loadConfig({ DATABASE_URL: mysql.url, REDIS_URL: redis.url });
    const flavour = await detectMysqlFlavour(mysql.url);
    const pools = await Promise.all(
      [1, 2].map(() => new DataSource({ ...dataSourceOptions(config, flavour), migrationsRun: false, logging: false }).initialize()),
    );
    try {
      const instances = pools.map((pool) => new JobLockService(pool.getRepository(JobLock), new Clock()));
      let runs = 0;
      const job = async () => {
        runs += 1;
      };
      for (let tick = 1; tick <= 5; tick += 1) {
        const won = await Promise.all(instances.map((instance) => instance.runExclusive(`scale-out-tick-${tick}`, 60_000, job)));
        expect(won.filter(Boolean)).toHaveLength(1);
      }
      expect(runs).toBe(5);
      // A second tick within the lease runs nowhere.
      expect(await Promise.all(instances.map((instance) => instance.runExclusive('scale-out-tick-1', 60_000, job)))).toEqual([
        false,
        false,
      ]);
      expect(runs).toBe(5);
    } finally {
      await Promise.all(pools.map((pool) => pool.destroy()));
    }
  });
});
