import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { latestCommitted } from '../database/latest-committed';
import { CustomerPortions } from './customer-portions.entity';
import { orderError } from './order.exception';

/** The per-customer limit of a schedule ('max 2 per customer'), kept in the customer_portions ledger. */
@Injectable()
export class CustomerLimits {
  /**
   * Inside the order's transaction: counts `quantity` more portions of the schedule for the customer, refusing
   * with PER_CUSTOMER_LIMIT when that would pass `maxPerCustomer` (null: no limit).
   */
  async count(manager: EntityManager, userId: number, schedule: { id: number; maxPerCustomer: number | null }, quantity: number, dishName: string): Promise<void> {
    await manager.createQueryBuilder().insert().into(CustomerPortions).values({ userId, scheduleId: schedule.id, quantity: 0 }).orIgnore().execute();
    const update = manager
      .createQueryBuilder()
      .update(CustomerPortions)
      .set({ quantity: () => 'quantity + :quantity' })
      .where('user_id = :userId AND schedule_id = :scheduleId', { userId, scheduleId: schedule.id, quantity });
    if (schedule.maxPerCustomer !== null) update.andWhere('quantity + :quantity <= :max', { max: schedule.maxPerCustomer });
    const counted = await update.execute();
    if (counted.affected === 1) return;
    const held = await manager.getRepository(CustomerPortions).findOneOrFail({ where: { userId, scheduleId: schedule.id }, ...latestCommitted(manager) });
    throw orderError('PER_CUSTOMER_LIMIT', schedule.maxPerCustomer!, dishName, held.quantity);
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
