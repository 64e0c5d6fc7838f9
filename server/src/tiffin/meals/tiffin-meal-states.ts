import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/database-errors';
import { lockedForUpdate } from '../../database/latest-committed';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { TiffinMeal, TiffinMealStatus } from './tiffin-meal.entity';
import { TiffinPlanMeal } from '../plans/tiffin-plan-meal.entity';
import type { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';

/**
 * Moves one meal (a subscription on a cook date) between its states inside the caller's transaction, with the stock:
 * a RESERVED meal that stops being served gives its portion back exactly once (the conditional update of its status
 * decides), and a meal served again takes a portion by the same conditional update orders use.
 */
@Injectable()
export class TiffinMealStates {
  constructor(private readonly stock: ScheduleStockService) {}

  /** Marks the meal SKIPPED, PAUSED or CANCELLED, returning its portion if it held one; a meal already unserved keeps its state. */
  async setUnserved(
    manager: EntityManager,
    subscription: TiffinSubscription,
    cookDate: string,
    status: Exclude<TiffinMealStatus, 'RESERVED' | 'SHORT'>,
    now: Date,
  ): Promise<void> {
    const meals = manager.getRepository(TiffinMeal);
    const meal = await meals.findOne({ where: { subscriptionId: subscription.id, cookDate }, ...lockedForUpdate(manager) });
    if (!meal) {
      await meals.insert({
        subscriptionId: subscription.id,
        planId: subscription.planId,
        cookDate,
        status,
        scheduleId: null,
        pickupFrom: subscription.pickupFrom,
        pickupTo: subscription.pickupTo,
        createdAt: now,
        updatedAt: now,
      });
      return;
    }
    if (meal.status !== 'RESERVED') return;
    const released = await manager
      .createQueryBuilder()
      .update(TiffinMeal)
      .set({ status, scheduleId: null, updatedAt: now })
      .where("id = :id AND status = 'RESERVED'", { id: meal.id })
      .execute();
    if (released.affected === 1 && meal.scheduleId !== null) await this.stock.giveBack(meal.scheduleId, 1, now, manager);
  }

  /**
   * Serves a SKIPPED or PAUSED meal again. When the date already serves a schedule and the period is paid, its portion
   * is taken now (false when none is left: the meal keeps its state); otherwise the row goes and the reservation job
   * takes the portion when the date opens for the paid subscription.
   */
  async serveAgain(manager: EntityManager, subscription: TiffinSubscription, cookDate: string, now: Date): Promise<boolean> {
    const meals = manager.getRepository(TiffinMeal);
    const meal = await meals.findOne({ where: { subscriptionId: subscription.id, cookDate }, ...lockedForUpdate(manager) });
    if (!meal || (meal.status !== 'SKIPPED' && meal.status !== 'PAUSED')) return true;
    const served = await manager.getRepository(TiffinPlanMeal).findOneBy({ planId: subscription.planId, cookDate });
    if (!served || subscription.paidPaise === 0) {
      await meals.delete({ id: meal.id });
      return true;
    }
    if (!(await this.stock.takeForPlan(served.scheduleId, 1, now, manager))) return false;
    await meals.update({ id: meal.id }, { status: 'RESERVED', scheduleId: served.scheduleId, updatedAt: now });
    return true;
  }

  /**
   * Runs `write` again once when it lost a race to insert a meal row (the reservation job and the customer writing the
   * same subscription and date): the second run finds the row the winner wrote.
   */
  async retryingInsertRaces<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return write();
    }
  }
}
