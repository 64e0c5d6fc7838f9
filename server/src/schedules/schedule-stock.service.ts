import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { MenuSchedule } from './menu-schedule.entity';
import { openForOrdersSql } from './order-cutoff';

/**
 * Stock of a schedule for the cart and ordering rules. Portions are only ever taken or returned by
 * conditional updates, so two buyers can never both get the last one.
 */
@Injectable()
export class ScheduleStockService {
  constructor(@InjectRepository(MenuSchedule) private readonly schedules: Repository<MenuSchedule>) {}

  private repository(manager?: EntityManager): Repository<MenuSchedule> {
    return manager ? manager.getRepository(MenuSchedule) : this.schedules;
  }

  /** A schedule with its dish, or null. */
  findWithDish(scheduleId: number, manager?: EntityManager): Promise<MenuSchedule | null> {
    return this.repository(manager).findOne({ where: { id: scheduleId }, relations: { menuItem: true } });
  }

  /** Schedules with their dishes, keyed by id (unknown ids are simply absent). */
  async findManyWithDish(scheduleIds: number[], manager?: EntityManager): Promise<Map<number, MenuSchedule>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.repository(manager).find({ where: { id: In(scheduleIds) }, relations: { menuItem: true } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Takes `quantity` portions if the schedule is still PUBLISHED, before its cutoff at `now`, and has
   * enough left, all decided by one UPDATE. Returns whether the portions were taken.
   */
  async take(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(MenuSchedule)
      .set({ availableQty: () => 'available_qty - :quantity', updatedAt: now })
      .where('id = :scheduleId', { scheduleId })
      .andWhere('available_qty >= :quantity', { quantity })
      .andWhere("status = 'PUBLISHED'")
      .andWhere(openForOrdersSql('order_cutoff_at'), { now })
      .execute();
    return result.affected === 1;
  }

  /** Returns portions of a cancelled order line. */
  async giveBack(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(MenuSchedule)
      .set({ availableQty: () => 'available_qty + :quantity', updatedAt: now })
      .where('id = :scheduleId', { scheduleId, quantity })
      .execute();
  }
}
