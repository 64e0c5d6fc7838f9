import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { localDate, zonedTime } from '../../common/kitchen-time';
import { AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/database-errors';
import type { MenuSchedule } from '../../schedules/menu-schedule.entity';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { isoWeekday } from '../tiffin-rules';
import { TiffinPlanMeal } from './tiffin-plan-meal.entity';
import type { TiffinPlan } from './tiffin-plan.entity';
import { TiffinPlansService } from './tiffin-plans.service';

/**
 * The 'tiffin' dish mark as a rule: on each cook date from today that an active plan serves and nobody chose a dish
 * for, the plan serves that date's schedule of a dish marked tiffin (the one whose pickup window overlaps the plan's,
 * else the earliest made). A choice the kitchen made always stands: the rule only inserts, and the key of a plan and
 * date lets one row in, whoever writes first.
 */
@Injectable()
export class TiffinDishRule {
  constructor(
    @InjectRepository(TiffinPlanMeal) private readonly planMeals: Repository<TiffinPlanMeal>,
    private readonly plans: TiffinPlansService,
    private readonly stock: ScheduleStockService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Answers how many plan dates it gave a dish. */
  async fillUnchosenDates(): Promise<number> {
    const today = localDate(this.clock.now(), this.config.kitchenTimeZone);
    const marked = await this.stock.tiffinSchedulesFrom(today);
    if (marked.length === 0) return 0;
    const plans = await this.plans.listActive();
    const chosen = await this.planMeals.find({ select: { planId: true, cookDate: true }, where: { cookDate: MoreThanOrEqual(today) } });
    const taken = new Set(chosen.map((row) => `${row.planId}/${row.cookDate}`));
    let filled = 0;
    for (const [cookDate, candidates] of byCookDate(marked)) {
      for (const plan of plans) {
        if (!plan.weekdays.includes(isoWeekday(cookDate)) || taken.has(`${plan.id}/${cookDate}`)) continue;
        const schedule = candidates.find((candidate) => this.overlaps(candidate, plan)) ?? candidates[0];
        if (await this.insert(plan.id, cookDate, schedule.id)) filled += 1;
      }
    }
    return filled;
  }

  private overlaps(schedule: MenuSchedule, plan: TiffinPlan): boolean {
    const zone = this.config.kitchenTimeZone;
    const from = zonedTime(schedule.cookDate, plan.pickupFrom, zone);
    const to = zonedTime(schedule.cookDate, plan.pickupTo, zone);
    return schedule.pickupFrom.getTime() < to.getTime() && schedule.pickupTo.getTime() > from.getTime();
  }

  private async insert(planId: number, cookDate: string, scheduleId: number): Promise<boolean> {
    try {
      await this.planMeals.insert({ planId, cookDate, scheduleId, updatedAt: this.clock.now() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}

function byCookDate(schedules: MenuSchedule[]): Map<string, MenuSchedule[]> {
  const dates = new Map<string, MenuSchedule[]>();
  for (const schedule of schedules) dates.set(schedule.cookDate, [...(dates.get(schedule.cookDate) ?? []), schedule]);
  return dates;
}
