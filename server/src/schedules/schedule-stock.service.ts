import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { latestCommitted } from '../database/latest-committed';
import { MenuSchedule } from './menu-schedule.entity';
import { ScheduleWebhooks } from './schedule-webhooks';
import { openForOrdersSql } from './order-cutoff';
import { findEntitiesPrepared, placeholders, runPrepared } from '../database/prepared-sql';
import { MenuItemsService } from '../dishes/menu-items.service';
import { attachDishes, type ScheduleWithDish } from './with-dishes';

// What placing an order does to stock, as prepared statements: they run on every order's hot path.
const TAKE_SQL =
  "UPDATE menu_schedules SET available_qty = available_qty - ?, updated_at = ? WHERE id = ? AND available_qty >= ? AND status = 'PUBLISHED' AND " +
  openForOrdersSql('order_cutoff_at', '?');
// Tiffin plan meals are set aside before the public drop, so a DRAFT schedule gives them portions too.
const TAKE_FOR_PLAN_SQL =
  "UPDATE menu_schedules SET available_qty = available_qty - ?, updated_at = ? WHERE id = ? AND available_qty >= ? AND status <> 'CANCELLED' AND " +
  openForOrdersSql('order_cutoff_at', '?');
const RELEASE_HELD_SQL =
  'UPDATE menu_schedules SET available_qty = available_qty + ?, held_qty = held_qty - ?, updated_at = ? WHERE id = ? AND held_qty >= ?';
const TAKE_HELD_SQL =
  "UPDATE menu_schedules SET held_qty = held_qty - ?, updated_at = ? WHERE id = ? AND held_qty >= ? AND status = 'PUBLISHED' AND " +
  openForOrdersSql('order_cutoff_at', '?');

/**
 * Stock of a schedule for the cart and ordering rules. Portions are only ever taken or returned by
 * conditional updates, so two buyers can never both get the last one.
 */
@Injectable()
export class ScheduleStockService {
  constructor(
    @InjectRepository(MenuSchedule) private readonly schedules: Repository<MenuSchedule>,
    private readonly menuItems: MenuItemsService,
    private readonly webhooks: ScheduleWebhooks,
  ) {}

  private repository(manager?: EntityManager): Repository<MenuSchedule> {
    return manager ? manager.getRepository(MenuSchedule) : this.schedules;
  }

  /** A schedule with its dish, or null; inside a transaction, as last committed (latestCommitted). */
  async findWithDish(scheduleId: number, manager?: EntityManager): Promise<ScheduleWithDish | null> {
    const schedule = await this.repository(manager).findOne({ where: { id: scheduleId }, ...(manager ? latestCommitted(manager) : {}) });
    if (!schedule) return null;
    return attachDishes([schedule], await this.menuItems.findByIds([schedule.menuItemId], manager))[0] ?? null;
  }

  /** Schedules with their dishes, keyed by id (unknown ids are simply absent). */
  async findManyWithDish(scheduleIds: number[], manager?: EntityManager): Promise<Map<number, ScheduleWithDish>> {
    if (scheduleIds.length === 0) return new Map();
    const ids = [...new Set(scheduleIds)];
    const rows = await findEntitiesPrepared(this.repository(manager).manager, MenuSchedule, `id IN (${placeholders(ids.length)})`, ids);
    const withDishes = attachDishes(
      rows,
      await this.menuItems.findByIds(
        rows.map((row) => row.menuItemId),
        manager,
      ),
    );
    return new Map(withDishes.map((row) => [row.id, row]));
  }

  /** Schedules not cancelled from `fromDate` on whose dish is marked tiffin, by cook date then id. */
  async tiffinSchedulesFrom(fromDate: string): Promise<MenuSchedule[]> {
    const dishIds = await this.menuItems.tiffinDishIds();
    if (dishIds.length === 0) return [];
    return this.schedules.find({
      where: { menuItemId: In(dishIds), cookDate: MoreThanOrEqual(fromDate), status: Not('CANCELLED') },
      order: { cookDate: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Takes `quantity` portions if the schedule is still PUBLISHED, before its cutoff at `now`, and has
   * enough left, all decided by one UPDATE. Returns whether the portions were taken.
   */
  async take(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<boolean> {
    const { changes } = await runPrepared(manager, TAKE_SQL, [quantity, now, scheduleId, quantity, now]);
    if (changes === 1) await this.webhooks.changedWithin(manager, scheduleId);
    return changes === 1;
  }

  /**
   * Takes `quantity` portions for tiffin plan meals: as `take`, by one conditional UPDATE sharing the stock orders
   * take from, but from a DRAFT schedule as well as a PUBLISHED one. Returns whether the portions were taken.
   */
  async takeForPlan(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<boolean> {
    const { changes } = await runPrepared(manager, TAKE_FOR_PLAN_SQL, [quantity, now, scheduleId, quantity, now]);
    if (changes === 1) await this.webhooks.changedWithin(manager, scheduleId);
    return changes === 1;
  }

  /**
   * Holds `quantity` portions for a customer in checkout: moved from for-sale to held, on the same conditions
   * as taking them. Returns whether they were held.
   */
  async hold(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(MenuSchedule)
      .set({ availableQty: () => 'available_qty - :quantity', heldQty: () => 'held_qty + :quantity', updatedAt: now })
      .where('id = :scheduleId', { scheduleId })
      .andWhere('available_qty >= :quantity', { quantity })
      .andWhere("status = 'PUBLISHED'")
      .andWhere(openForOrdersSql('order_cutoff_at'), { now })
      .execute();
    return result.affected === 1;
  }

  /** A hold ends without an order: its portions are for sale again. */
  async releaseHeld(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<void> {
    await runPrepared(manager, RELEASE_HELD_SQL, [quantity, quantity, now, scheduleId, quantity]);
  }

  /** A hold becomes an order: its portions go from held to sold, while the schedule still takes orders. */
  async takeHeld(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<boolean> {
    const { changes } = await runPrepared(manager, TAKE_HELD_SQL, [quantity, now, scheduleId, quantity, now]);
    if (changes === 1) await this.webhooks.changedWithin(manager, scheduleId);
    return changes === 1;
  }

  /** Returns portions of a cancelled order line. */
  async giveBack(scheduleId: number, quantity: number, now: Date, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(MenuSchedule)
      .set({ availableQty: () => 'available_qty + :quantity', updatedAt: now })
      .where('id = :scheduleId', { scheduleId, quantity })
      .execute();
    await this.webhooks.changedWithin(manager, scheduleId);
  }
}
