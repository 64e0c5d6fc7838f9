import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { localDate } from '../../common/kitchen-time';
import { AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/database-errors';
import { WriteTransactions } from '../../database/write-transactions';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { TiffinMeal } from './tiffin-meal.entity';
import { TiffinPlanMeal } from '../plans/tiffin-plan-meal.entity';
import { isoWeekday } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';

/**
 * Turns paid subscriptions into meals: for each cook date from today that a plan serves a schedule on, every paid
 * subscription taking that day gets one meal row, written in the same transaction as the conditional update that
 * takes its portion from the schedule (SHORT, and credit, when none is left). The unique row per subscription and
 * date makes a second run, a concurrent run or a run after a crash add nothing twice; a crash rolls back both.
 */
@Injectable()
export class TiffinReservations {
  constructor(
    @InjectRepository(TiffinPlanMeal) private readonly planMeals: Repository<TiffinPlanMeal>,
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    @InjectRepository(TiffinMeal) private readonly meals: Repository<TiffinMeal>,
    private readonly stock: ScheduleStockService,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Reserves the meals of every open date not reserved yet; answers how many meal rows it wrote. */
  async reserveOpenDates(): Promise<number> {
    const today = localDate(this.clock.now(), this.config.kitchenTimeZone);
    const served = await this.planMeals.find({ where: { cookDate: MoreThanOrEqual(today) }, order: { cookDate: 'ASC', planId: 'ASC' } });
    let written = 0;
    for (const planMeal of served) written += await this.reserveDate(planMeal);
    return written;
  }

  private async reserveDate(planMeal: TiffinPlanMeal): Promise<number> {
    const { planId, cookDate, scheduleId } = planMeal;
    const subscribers = await this.subscriptions.find({
      where: {
        planId,
        status: In(['ACTIVE', 'CANCELLED']),
        paidPaise: MoreThan(0),
        startDate: LessThanOrEqual(cookDate),
        endDate: MoreThanOrEqual(cookDate),
      },
      order: { id: 'ASC' },
    });
    const taking = subscribers.filter((subscription) => subscription.weekdays.includes(isoWeekday(cookDate)));
    if (taking.length === 0) return 0;
    const written = new Set(
      (await this.meals.find({ select: { subscriptionId: true }, where: { planId, cookDate } })).map((meal) => meal.subscriptionId),
    );
    let count = 0;
    for (const subscription of taking) {
      if (written.has(subscription.id)) continue;
      if (await this.reserveMeal(subscription, cookDate, scheduleId)) count += 1;
    }
    return count;
  }

  /** One meal in one transaction: its portion and its row, or neither. False when another run wrote the row first. */
  private async reserveMeal(subscription: TiffinSubscription, cookDate: string, scheduleId: number): Promise<boolean> {
    try {
      await this.writes.transaction(async (manager) => {
        const now = this.clock.now();
        const taken = await this.stock.takeForPlan(scheduleId, 1, now, manager);
        await manager.getRepository(TiffinMeal).insert({
          subscriptionId: subscription.id,
          planId: subscription.planId,
          cookDate,
          status: taken ? 'RESERVED' : 'SHORT',
          scheduleId: taken ? scheduleId : null,
          pickupFrom: subscription.pickupFrom,
          pickupTo: subscription.pickupTo,
          createdAt: now,
          updatedAt: now,
        });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
