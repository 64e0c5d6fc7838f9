import { QueryFailedError } from 'typeorm';
import { driverErrorOf } from '../../src/common/database-unavailable';
import { In } from 'typeorm';
import { findEntitiesPrepared, insertEntityWithin, placeholders, runPrepared } from '../../src/database/prepared-sql';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { OrderEvent } from '../../src/orders/order-event.entity';
import { startTestApp, TestApp } from '../support/test-app';

// order_events has an auto-increment id, a datetime and no foreign keys: a plain table to write to.
const INSERT_EVENT = 'INSERT INTO order_events (order_id, user_id, type, status, created_at) VALUES (?, ?, ?, ?, ?)';
const EVENTS_OF = 'SELECT id, status FROM order_events WHERE order_id = ? ORDER BY id';

describe('prepared statements (runPrepared)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers the id an insert drew, the rows of a read and the rows an update changed, inside a transaction', async () => {
    const at = new Date('2026-11-20T06:30:15.123Z');
    const outcome = await t.dataSource.transaction(async (manager) => {
      const first = await runPrepared(manager, INSERT_EVENT, ['order-prepared-1', 7, 'PLACED', 'PENDING', at]);
      const second = await runPrepared(manager, INSERT_EVENT, ['order-prepared-1', 7, 'STATUS', 'CONFIRMED', at]);
      const changed = await runPrepared(manager, "UPDATE order_events SET status = 'READY' WHERE order_id = ? AND type = ?", [
        'order-prepared-1',
        'STATUS',
      ]);
      const read = await runPrepared(manager, EVENTS_OF, ['order-prepared-1']);
      return { first, second, changed, read };
    });
    expect(outcome.second.insertId).toBe(outcome.first.insertId + 1);
    expect(outcome.changed.changes).toBe(1);
    expect(outcome.read.rows.map((row) => [Number(row.id), row.status])).toEqual([
      [outcome.first.insertId, 'PENDING'],
      [outcome.second.insertId, 'READY'],
    ]);
    // A date bound by runPrepared reads back through TypeORM as the same instant, to the millisecond.
    const event = await t.dataSource.getRepository(OrderEvent).findOneByOrFail({ id: outcome.first.insertId });
    expect(event.createdAt.toISOString()).toBe(at.toISOString());
  });

  it("inserts an entity as its table's row, every column from the entity, and answers the id drawn", async () => {
    const at = new Date('2026-11-21T09:00:00.500Z');
    const id = await t.dataSource.transaction((manager) =>
      insertEntityWithin(manager, OrderEvent, {
        orderId: 'order-prepared-3',
        userId: 9,
        type: 'PLACED',
        status: 'AWAITING_PAYMENT',
        createdAt: at,
      }),
    );
    const event = await t.dataSource.getRepository(OrderEvent).findOneByOrFail({ id });
    expect(event).toMatchObject({ orderId: 'order-prepared-3', userId: 9, type: 'PLACED', status: 'AWAITING_PAYMENT' });
    expect(event.createdAt.toISOString()).toBe(at.toISOString());
  });

  it("runs in the manager's own transaction: a rollback takes its writes with it", async () => {
    await expect(
      t.dataSource.transaction(async (manager) => {
        await runPrepared(manager, INSERT_EVENT, ['order-prepared-2', 7, 'PLACED', 'PENDING', new Date()]);
        expect((await runPrepared(manager, EVENTS_OF, ['order-prepared-2'])).rows).toHaveLength(1);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await runPrepared(t.dataSource.manager, EVENTS_OF, ['order-prepared-2'])).rows).toEqual([]);
  });

  it("reports a refused statement as TypeORM does, a QueryFailedError carrying the driver's error, and changes nothing", async () => {
    const insertCounter = 'INSERT INTO invoice_counters (financial_year, last_sequence) VALUES (?, ?)';
    await t.dataSource.transaction((manager) => runPrepared(manager, insertCounter, ['2030-31', 1]));
    const error = await t.dataSource
      .transaction((manager) => runPrepared(manager, insertCounter, ['2030-31', 2]))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(String(driverErrorOf(error).code)).toMatch(/^(SQLITE_CONSTRAINT_PRIMARYKEY|ER_DUP_ENTRY)$/);
    const [row] = (
      await runPrepared(t.dataSource.manager, 'SELECT last_sequence FROM invoice_counters WHERE financial_year = ?', ['2030-31'])
    ).rows;
    expect(Number(row.last_sequence)).toBe(1);
  });

  it('names the problem when a statement is wrong', async () => {
    const error = await t.dataSource
      .transaction((manager) => runPrepared(manager, 'SELECT no_such_column FROM order_events WHERE id = ?', [1]))
      .catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toMatch(/no_such_column/);
  });

  it("reads entities as TypeORM's find hydrates them: dates, booleans, JSON, null and money columns alike", async () => {
    const first = await createOrderableDish(t, { isVeg: false, images: ['/media/a.jpg', '/media/b.jpg'], ingredients: null });
    const second = await createOrderableDish(t, { ingredients: 'rice, dal' }, { availableQty: 3 });
    const dishIds = [first.dish.id, second.dish.id];
    const scheduleIds = [first.schedule.id, second.schedule.id];

    const dishes = await findEntitiesPrepared(t.dataSource.manager, MenuItem, `id IN (${placeholders(2)})`, dishIds);
    const schedules = await t.dataSource.transaction((manager) =>
      findEntitiesPrepared(manager, MenuSchedule, `id IN (${placeholders(2)})`, scheduleIds),
    );

    const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(dishes)).toEqual(byId(await t.dataSource.getRepository(MenuItem).findBy({ id: In(dishIds) })));
    expect(byId(schedules)).toEqual(byId(await t.dataSource.getRepository(MenuSchedule).findBy({ id: In(scheduleIds) })));
    expect(dishes.every((dish) => dish instanceof MenuItem)).toBe(true);
    expect(byId(schedules)[1]).toMatchObject({ availableQty: 3, orderCutoffAt: second.schedule.orderCutoffAt });
  });

  it('reads nothing when nothing matches', async () => {
    expect(await findEntitiesPrepared(t.dataSource.manager, MenuSchedule, 'id = ?', [987654])).toEqual([]);
  });
});
