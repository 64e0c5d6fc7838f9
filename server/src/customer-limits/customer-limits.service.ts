import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { latestCommitted } from '../database/latest-committed';
import { runPrepared } from '../database/prepared-sql';
import { CustomerPortions } from './customer-portions.entity';
import { customerLimitError } from './customer-limit.exception';

// Every order line runs these (prepared statements): the customer's row for the schedule, then the count.
const START_SQLITE = 'INSERT INTO customer_portions (user_id, schedule_id, quantity) VALUES (?, ?, 0) ON CONFLICT DO NOTHING';
const START_MYSQL = 'INSERT IGNORE INTO customer_portions (user_id, schedule_id, quantity) VALUES (?, ?, 0)';
const COUNT_SQL = 'UPDATE customer_portions SET quantity = quantity + ? WHERE user_id = ? AND schedule_id = ?';
const COUNT_WITHIN_MAX_SQL = `${COUNT_SQL} AND quantity + ? <= ?`;

/** How much of one schedule a cart asks for, and the schedule's limit. */
export interface CartPortions {
  scheduleId: number;
  quantity: number;
  maxPerCustomer: number | null;
  dishName: string;
}

/** The per-customer limit of a schedule ('max 2 per customer'), kept in the customer_portions ledger. */
@Injectable()
export class CustomerLimits {
  /**
   * Inside the order's transaction: counts `quantity` more portions of the schedule for the customer, refusing
   * with PER_CUSTOMER_LIMIT when that would pass `maxPerCustomer` (null: no limit).
   */
  async count(
    manager: EntityManager,
    userId: number,
    schedule: { id: number; maxPerCustomer: number | null },
    quantity: number,
    dishName: string,
  ): Promise<void> {
    await runPrepared(manager, manager.connection.options.type === 'better-sqlite3' ? START_SQLITE : START_MYSQL, [userId, schedule.id]);
    const counted =
      schedule.maxPerCustomer === null
        ? await runPrepared(manager, COUNT_SQL, [quantity, userId, schedule.id])
        : await runPrepared(manager, COUNT_WITHIN_MAX_SQL, [quantity, userId, schedule.id, quantity, schedule.maxPerCustomer]);
    if (counted.changes === 1) return;
    const held = await manager
      .getRepository(CustomerPortions)
      .findOneOrFail({ where: { userId, scheduleId: schedule.id }, ...latestCommitted(manager) });
    throw customerLimitError('PER_CUSTOMER_LIMIT', schedule.maxPerCustomer!, dishName, held.quantity);
  }

  /**
   * Inside a checkout hold's transaction: refuses with PER_CUSTOMER_LIMIT when the cart asks for more of a limited
   * schedule than the customer may still buy (the limit less what their orders already have), so a hold can never
   * take portions its holder could not order.
   */
  async checkCartWithin(manager: EntityManager, userId: number, lines: CartPortions[]): Promise<void> {
    for (const line of lines) {
      if (line.maxPerCustomer === null) continue;
      const bought = await manager
        .getRepository(CustomerPortions)
        .findOne({ where: { userId, scheduleId: line.scheduleId }, ...latestCommitted(manager) });
      const already = bought?.quantity ?? 0;
      if (already + line.quantity > line.maxPerCustomer)
        throw customerLimitError('PER_CUSTOMER_LIMIT', line.maxPerCustomer, line.dishName, already);
    }
  }

  /** Inside a cancelling transaction: the customer's portions of the schedule no longer count. */
  async uncount(manager: EntityManager, userId: number, scheduleId: number, quantity: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(CustomerPortions)
      .set({ quantity: () => 'quantity - :quantity' })
      .where('user_id = :userId AND schedule_id = :scheduleId AND quantity >= :quantity', { userId, scheduleId, quantity })
      .execute();
  }
}
