import jwt from 'jsonwebtoken';
import type { Site } from '../e2e/support';
import type { BenchDatabase } from './database';

export const BENCH_JWT_SECRET = 'benchmark-secret-that-is-long-enough-for-hs256';

export interface BenchSchedule {
  id: number;
  initialQty: number;
}

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Dishes with open schedules, created through the admin API as an admin would. */
export async function seedDishes(site: Site, label: string, count: number, quantity: number): Promise<BenchSchedule[]> {
  const token = await site.adminToken();
  const schedules: BenchSchedule[] = [];
  const cookDate = isoDate(2);
  for (let index = 0; index < count; index += 1) {
    const dish = await site.api<{ id: number }>(
      'POST',
      '/admin/menus',
      {
        name: `${label} ${index + 1}`,
        description: 'A dish that exists to be ordered many times a second.',
        price: 100 + index,
        imageUrl: '/media/dishes/masala-dosa.svg',
        isVeg: index % 2 === 0,
      },
      token,
    );
    if (dish.status !== 201) throw new Error(`Creating a dish failed: ${dish.status} ${JSON.stringify(dish.body)}`);
    const schedule = await site.api<{ id: number }>(
      'POST',
      '/admin/menu-schedules',
      {
        menuId: dish.body.id,
        cookDate,
        orderCutoffAt: `${cookDate}T04:30:00.000Z`,
        pickupFrom: `${cookDate}T07:00:00.000Z`,
        pickupTo: `${cookDate}T09:00:00.000Z`,
        availableQty: quantity,
        status: 'PUBLISHED',
      },
      token,
    );
    if (schedule.status !== 201) throw new Error(`Scheduling a dish failed: ${schedule.status} ${JSON.stringify(schedule.body)}`);
    schedules.push({ id: schedule.body.id, initialQty: quantity });
  }
  return schedules;
}

/**
 * Verified customers written straight to the database with tokens signed by the server's secret:
 * registering through the API would go through its (deliberately strict) per-address rate limits.
 */
export async function seedCustomers(db: BenchDatabase, count: number, runId: string): Promise<string[]> {
  const now = new Date().toISOString().slice(0, 23).replace('T', ' ');
  for (let index = 0; index < count; index += 1) {
    await db.query(
      'INSERT INTO users (name, email, phone, password_hash, role, email_verified, token_version, avatar, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [`Bench customer ${index}`, `bench-${runId}-${index}@example.test`, '919800000000', 'not-a-login', 'CUSTOMER', 1, 0, null, now, now],
    );
  }
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE email LIKE ? ORDER BY id', [`bench-${runId}-%`]);
  return rows.map((row) =>
    jwt.sign({ sub: String(row.id), role: 'CUSTOMER', ver: 0 }, BENCH_JWT_SECRET, { algorithm: 'HS256', expiresIn: '2h' }),
  );
}

export interface StockCheck {
  /** Units sold beyond the starting stock. */
  oversold: number;
  /** Units for which start != left + sold in non-cancelled orders (lost or double-counted). */
  unaccounted: number;
}

interface StockRow {
  id: number;
  left: number;
  sold: number | null;
}

/** Stock left and units sold per schedule, read in one statement so both come from the same moment. */
async function stockSnapshot(db: BenchDatabase, schedules: BenchSchedule[]): Promise<StockRow[]> {
  const ids = schedules.map((schedule) => schedule.id);
  return db.query<StockRow>(
    `SELECT s.id AS id, s.available_qty AS \`left\`,
       (SELECT SUM(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE oi.schedule_id = s.id AND o.status <> 'CANCELLED') AS sold
     FROM menu_schedules s WHERE s.id IN (${ids.map(() => '?').join(',')}) ORDER BY s.id`,
    ids,
  );
}

/**
 * Waits until requests still in flight after the load (client timeouts) have finished on the server,
 * then checks every schedule: start = left + sold in non-cancelled orders, and nothing sold beyond start.
 */
export async function checkStock(db: BenchDatabase, schedules: BenchSchedule[]): Promise<StockCheck> {
  let previous = '';
  let rows: StockRow[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    rows = await stockSnapshot(db, schedules);
    const current = JSON.stringify(rows);
    if (current === previous) break;
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const initial = new Map(schedules.map((schedule) => [schedule.id, schedule.initialQty]));
  const check: StockCheck = { oversold: 0, unaccounted: 0 };
  for (const row of rows) {
    const start = initial.get(Number(row.id)) ?? 0;
    const sold = Number(row.sold ?? 0);
    check.oversold += Math.max(sold - start, 0);
    check.unaccounted += Math.abs(start - Number(row.left) - sold);
  }
  return check;
}
