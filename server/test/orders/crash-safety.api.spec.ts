import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { IdempotencyKey } from '../../src/idempotency/idempotency-key.entity';
import { OrderItem } from '../../src/orders/order-item.entity';
import { Order } from '../../src/orders/order.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { ServerProcess, startServerProcess } from '../scale-out/server-process';
import { createAccount, createDishOnSale, openScratchDatabase } from '../support/scratch-kitchen';
import { scratchMariaDbAvailable, startScratchMariaDb, ScratchMariaDb } from '../support/scratch-mariadb';

/*
 * Orders placed with Idempotency-Keys while the server process, or the database server, is killed
 * mid-flight. After a restart every key is retried: each must give exactly one order, and the stock taken
 * must equal the portions ordered. Runs real server processes (server/dist/main.js) once per `npm test`
 * (the MySQL leg, which reruns the API suites, leaves it out: it brings its own MariaDB; test/mysql-leg.mjs).
 */
const describeWithMariaDb = scratchMariaDbAvailable() ? describe : describe.skip;

const JWT_SECRET = 'crash-safety-secret-that-is-long-enough-for-hs256';
const CUSTOMERS = 40;
const PORTIONS = 1000;

interface Buyer {
  token: string;
  userId: number;
  key: string;
  quantity: number;
}

interface Kitchen {
  db: DataSource;
  scheduleId: number;
  buyers: Buyer[];
}

function serverEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    ADMIN_EMAIL: 'admin@crash.test',
    ADMIN_PASSWORD: 'Admin@12345',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
  };
}

/** One dish on sale with plenty of portions, and customers who each hold one key for one order. */
async function setUpKitchen(databaseUrl: string): Promise<Kitchen> {
  const db = await openScratchDatabase(databaseUrl);
  const { schedule } = await createDishOnSale(db, 'Crash-test Thali', PORTIONS);
  const buyers: Buyer[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const { user, token } = await createAccount(db, JWT_SECRET, `Crash Customer ${index}`);
    buyers.push({ token, userId: user.id, key: randomUUID(), quantity: 1 + (index % 3) });
  }
  return { db, scheduleId: schedule.id, buyers };
}

async function placeOrder(server: ServerProcess, scheduleId: number, buyer: Buyer): Promise<{ status: number; orderId?: string }> {
  try {
    const response = await fetch(`${server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': buyer.key },
      body: JSON.stringify({ orderItems: [{ menuScheduleId: scheduleId, quantity: buyer.quantity }], paymentMethod: 'COD' }),
    });
    const body = (await response.json()) as { data?: { id?: string } };
    return { status: response.status, orderId: body.data?.id };
  } catch {
    // The connection died with the process: the client does not know whether the order was placed.
    return { status: 0 };
  }
}

/** Every buyer sends at once; `crash` runs as soon as the first order is confirmed, with the rest in flight. */
async function orderUntilCrash(server: ServerProcess, kitchen: Kitchen, crash: () => Promise<void>): Promise<number> {
  let crashed: Promise<void> | undefined;
  const answers = await Promise.all(
    kitchen.buyers.map(async (buyer) => {
      const answer = await placeOrder(server, kitchen.scheduleId, buyer);
      if (answer.status === 201) crashed ??= crash();
      return answer;
    }),
  );
  await crashed;
  return answers.filter((answer) => answer.status === 201).length;
}

/** Retries a key until the server answers it (the database may still be coming back). */
async function retryUntilAnswered(server: ServerProcess, scheduleId: number, buyer: Buyer): Promise<{ status: number; orderId?: string }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await placeOrder(server, scheduleId, buyer);
    if ((answer.status < 500 && answer.status !== 0) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function expectEveryKeyOneOrder(server: ServerProcess, kitchen: Kitchen): Promise<void> {
  const retried = await Promise.all(kitchen.buyers.map((buyer) => retryUntilAnswered(server, kitchen.scheduleId, buyer)));
  expect(retried.map((answer) => answer.status)).toEqual(Array(CUSTOMERS).fill(201));

  for (const [index, buyer] of kitchen.buyers.entries()) {
    const orders = await kitchen.db.getRepository(Order).findBy({ userId: buyer.userId });
    expect(orders.map((order) => order.id)).toEqual([retried[index].orderId]);
    const key = await kitchen.db.getRepository(IdempotencyKey).findOneByOrFail({ userId: buyer.userId, key: buyer.key });
    expect(key.orderId).toBe(retried[index].orderId);
  }
  const schedule = await kitchen.db.getRepository(MenuSchedule).findOneByOrFail({ id: kitchen.scheduleId });
  const ordered = await kitchen.db.getRepository(OrderItem).sum('quantity', { scheduleId: kitchen.scheduleId });
  const wanted = kitchen.buyers.reduce((sum, buyer) => sum + buyer.quantity, 0);
  expect(ordered).toBe(wanted);
  expect(schedule.availableQty).toBe(PORTIONS - wanted);
}

describe('orders with Idempotency-Keys survive a killed server process (SQLite)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let kitchen: Kitchen | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hk-crash-sqlite-'));
  });

  afterAll(async () => {
    await server?.stop();
    await kitchen?.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a SIGKILL mid-load and a restart, every key retried gives exactly one order and the stock balances', async () => {
    const databaseUrl = `sqlite:${join(dataDir, 'kitchen.sqlite')}`;
    const env = serverEnv(databaseUrl, dataDir);
    server = await startServerProcess('before-crash', env);
    kitchen = await setUpKitchen(databaseUrl);

    const confirmed = await orderUntilCrash(server, kitchen, () => server!.crash());
    expect(confirmed).toBeGreaterThan(0);

    server = await startServerProcess('after-crash', env);
    await expectEveryKeyOneOrder(server, kitchen);
  }, 120_000);
});

describeWithMariaDb('orders with Idempotency-Keys survive a killed database server (MariaDB)', () => {
  let mariadb: ScratchMariaDb;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let kitchen: Kitchen | undefined;

  beforeAll(async () => {
    mariadb = await startScratchMariaDb();
    dataDir = mkdtempSync(join(tmpdir(), 'hk-crash-mariadb-'));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await kitchen?.db.destroy().catch(() => undefined);
    await mariadb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('after mariadbd is killed mid-load and restarted, then the app is killed too, every key gives exactly one order', async () => {
    const env = serverEnv(mariadb.url, dataDir);
    server = await startServerProcess('before-crash', env);
    kitchen = await setUpKitchen(mariadb.url);

    await orderUntilCrash(server, kitchen, () => mariadb.kill());
    await mariadb.start();
    // The same process reconnects by itself; then it is killed as well, and a new one takes the retries.
    await expectEveryKeyOneOrder(server, kitchen);
    await server.crash();
    server = await startServerProcess('after-crash', env);
    await expectEveryKeyOneOrder(server, kitchen);
  }, 180_000);
});
