import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { zonedTime } from '../../common/kitchen-time';
import { AppConfig } from '../../config/app-config';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { TiffinMeal } from './tiffin-meal.entity';
import { TiffinPlan } from '../plans/tiffin-plan.entity';
import type { TiffinMealTime } from '../tiffin-rules';

/** Plan meals to cook and hand over on a date: one row per plan, dish and pickup slot. */
export interface PlanMealsToCook {
  planId: number;
  planName: string;
  meal: TiffinMealTime;
  menuId: number;
  menuName: string;
  pickupFrom: Date;
  pickupTo: Date;
  quantity: number;
}

/** What the production sheet needs of the tiffin plans: the meals holding a portion on a cook date. */
@Injectable()
export class TiffinProduction {
  constructor(
    @InjectRepository(TiffinMeal) private readonly meals: Repository<TiffinMeal>,
    @InjectRepository(TiffinPlan) private readonly plans: Repository<TiffinPlan>,
    private readonly stock: ScheduleStockService,
    private readonly config: AppConfig,
  ) {}

  async mealsToCook(cookDate: string): Promise<PlanMealsToCook[]> {
    const counts = await this.meals
      .createQueryBuilder('meal')
      .select('meal.planId', 'planId')
      .addSelect('meal.scheduleId', 'scheduleId')
      .addSelect('meal.pickupFrom', 'pickupFrom')
      .addSelect('meal.pickupTo', 'pickupTo')
      .addSelect('COUNT(*)', 'quantity')
      .where("meal.cookDate = :cookDate AND meal.status = 'RESERVED'", { cookDate })
      .groupBy('meal.planId')
      .addGroupBy('meal.scheduleId')
      .addGroupBy('meal.pickupFrom')
      .addGroupBy('meal.pickupTo')
      .getRawMany<{ planId: number; scheduleId: number; pickupFrom: string; pickupTo: string; quantity: number | string }>();
    if (counts.length === 0) return [];
    const plans = new Map((await this.plans.findBy({ id: In(counts.map((row) => Number(row.planId))) })).map((plan) => [plan.id, plan]));
    const schedules = await this.stock.findManyWithDish(counts.map((row) => Number(row.scheduleId)));
    const zone = this.config.kitchenTimeZone;
    return counts
      .map((row) => {
        const plan = plans.get(Number(row.planId))!;
        const schedule = schedules.get(Number(row.scheduleId));
        return {
          planId: plan.id,
          planName: plan.name,
          meal: plan.meal,
          menuId: schedule?.menuItemId ?? 0,
          menuName: schedule?.menuItem?.name ?? '',
          pickupFrom: zonedTime(cookDate, row.pickupFrom, zone),
          pickupTo: zonedTime(cookDate, row.pickupTo, zone),
          quantity: Number(row.quantity),
        };
      })
      .sort((a, b) => a.pickupFrom.getTime() - b.pickupFrom.getTime() || a.planName.localeCompare(b.planName));
  }
}
