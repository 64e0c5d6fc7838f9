import request from 'supertest';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { TestApp } from '../support/test-app';

export interface OrderLine {
  menuScheduleId: number;
  quantity: number;
}

/** POST /orders as the holder of `token`; optional Idempotency-Key. */
export function placeOrder(
  t: TestApp,
  token: string,
  orderItems: OrderLine[],
  idempotencyKey?: string,
  extra: Record<string, unknown> = {},
): request.Test {
  const call = t.http().post('/api/v1/orders').set('Authorization', `Bearer ${token}`);
  if (idempotencyKey !== undefined) call.set('Idempotency-Key', idempotencyKey);
  return call.send({ orderItems, ...extra });
}

/** The portions left of a schedule, read straight from the database. */
export async function portionsLeft(t: TestApp, scheduleId: number): Promise<number> {
  const schedule = await t.dataSource.getRepository(MenuSchedule).findOneByOrFail({ id: scheduleId });
  return schedule.availableQty;
}

/** Sum of ordered portions of a schedule over orders that are not cancelled. */
export async function portionsOrdered(t: TestApp, scheduleId: number): Promise<number> {
  const rows: { total: number | string | null }[] = await t.dataSource.query(
    `SELECT SUM(oi.quantity) AS total FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE oi.schedule_id = ? AND o.status <> 'CANCELLED'`,
    [scheduleId],
  );
  return Number(rows[0]?.total ?? 0);
}

export async function countOrders(t: TestApp): Promise<number> {
  const rows: { n: number | string }[] = await t.dataSource.query('SELECT COUNT(*) AS n FROM orders');
  return Number(rows[0].n);
}
