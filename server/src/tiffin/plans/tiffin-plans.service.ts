import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { localDate } from '../../common/kitchen-time';
import type { ListQuery } from '../../common/simple-rest';
import { AppConfig } from '../../config/app-config';
import { WriteTransactions } from '../../database/write-transactions';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { SLOT_MINUTES_MESSAGE, type TiffinPlanInputDto, type TiffinPlanMealDto, type TiffinPlanUpdateDto } from '../dto/tiffin-plan.dto';
import { TiffinMeal } from '../meals/tiffin-meal.entity';
import { TiffinPlanMeal } from './tiffin-plan-meal.entity';
import { TiffinPlan } from './tiffin-plan.entity';
import { isoWeekday, SLOT_MINUTES_MIN, WEEKDAY_NAMES } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { tiffinError } from '../tiffin.exception';
import { planChanges } from '../subscriptions/tiffin.mapper';

export const TIFFIN_PLAN_SORT_FIELDS = ['id', 'name', 'createdAt'] as const;

/** The console's tiffin plans, and which schedule each serves on a cook date. */
@Injectable()
export class TiffinPlansService {
  constructor(
    @InjectRepository(TiffinPlan) private readonly plans: Repository<TiffinPlan>,
    @InjectRepository(TiffinPlanMeal) private readonly planMeals: Repository<TiffinPlanMeal>,
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    @InjectRepository(TiffinMeal) private readonly meals: Repository<TiffinMeal>,
    private readonly stock: ScheduleStockService,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async list(query: ListQuery): Promise<{ rows: TiffinPlan[]; total: number }> {
    const [rows, total] = await this.plans.findAndCount({
      order: { [query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows, total };
  }

  listActive(): Promise<TiffinPlan[]> {
    return this.plans.find({ where: { active: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  async findOrThrow(id: number): Promise<TiffinPlan> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw tiffinError('TIFFIN_PLAN_NOT_FOUND');
    return plan;
  }

  /** Subscriptions awaiting payment or active that have not ended, per plan: the places they take. */
  async subscriberCounts(planIds: number[]): Promise<Map<number, number>> {
    if (planIds.length === 0) return new Map();
    const rows = await this.subscriptions
      .createQueryBuilder('subscription')
      .select('subscription.planId', 'planId')
      .addSelect('COUNT(*)', 'count')
      .where({ planId: In(planIds), status: In(['AWAITING_PAYMENT', 'ACTIVE']), endDate: MoreThanOrEqual(this.today()) })
      .groupBy('subscription.planId')
      .getRawMany<{ planId: number; count: number | string }>();
    return new Map(rows.map((row) => [Number(row.planId), Number(row.count)]));
  }

  create(input: TiffinPlanInputDto): Promise<TiffinPlan> {
    return this.saving(this.plans.create({ active: true, autopayAllowed: false, slotMinutes: 0, ...planChanges(input) }));
  }

  async update(id: number, input: TiffinPlanUpdateDto): Promise<TiffinPlan> {
    const plan = await this.findOrThrow(id);
    return this.saving(Object.assign(plan, planChanges(input)));
  }

  private saving(plan: TiffinPlan): Promise<TiffinPlan> {
    if (plan.pickupFrom >= plan.pickupTo) throw tiffinError('TIFFIN_PLAN_INVALID', 'pickupTo must be later than pickupFrom');
    if (plan.slotMinutes > 0 && plan.slotMinutes < SLOT_MINUTES_MIN) throw tiffinError('TIFFIN_PLAN_INVALID', SLOT_MINUTES_MESSAGE);
    const now = this.clock.now();
    plan.createdAt ??= now;
    plan.updatedAt = now;
    return this.plans.save(plan);
  }

  /**
   * Sets the schedule whose portions the plan's meals of `cookDate` take: a schedule of that date, not cancelled, on one
   * of the plan's days. Once meals hold portions of one schedule the date cannot move to another.
   */
  async setMeal(planId: number, cookDate: string, scheduleId: number): Promise<TiffinPlanMealDto> {
    const plan = await this.findOrThrow(planId);
    const schedule = await this.stock.findWithDish(scheduleId);
    if (!schedule) throw tiffinError('TIFFIN_PLAN_SCHEDULE_INVALID', `There is no schedule ${scheduleId}.`);
    if (schedule.cookDate !== cookDate)
      throw tiffinError('TIFFIN_PLAN_SCHEDULE_INVALID', `Schedule ${scheduleId} cooks on ${schedule.cookDate}, not on ${cookDate}.`);
    if (schedule.status === 'CANCELLED') throw tiffinError('TIFFIN_PLAN_SCHEDULE_INVALID', `Schedule ${scheduleId} is cancelled.`);
    if (!plan.weekdays.includes(isoWeekday(cookDate)))
      throw tiffinError('TIFFIN_PLAN_SCHEDULE_INVALID', `${plan.name} does not serve on ${WEEKDAY_NAMES[isoWeekday(cookDate)]}s.`);
    await this.writes.transaction(async (manager) => {
      const reserved = await manager.getRepository(TiffinMeal).countBy({ planId, cookDate, status: 'RESERVED' });
      const current = await manager.getRepository(TiffinPlanMeal).findOneBy({ planId, cookDate });
      if (current && current.scheduleId !== scheduleId && reserved > 0) throw tiffinError('TIFFIN_PLAN_MEALS_RESERVED', cookDate);
      await manager.getRepository(TiffinPlanMeal).save({ planId, cookDate, scheduleId, updatedAt: this.clock.now() });
    });
    return { planId, cookDate, scheduleId, menuName: schedule.menuItem?.name ?? '', reserved: await this.reservedCount(planId, cookDate) };
  }

  /** The dish the plan serves on each cook date from today on that has one, with the meals holding its portions. */
  async comingMeals(planId: number): Promise<TiffinPlanMealDto[]> {
    await this.findOrThrow(planId);
    const rows = await this.planMeals.find({ where: { planId, cookDate: MoreThanOrEqual(this.today()) }, order: { cookDate: 'ASC' } });
    if (rows.length === 0) return [];
    const schedules = await this.stock.findManyWithDish(rows.map((row) => row.scheduleId));
    const reserved = await this.meals
      .createQueryBuilder('meal')
      .select('meal.cookDate', 'cookDate')
      .addSelect('COUNT(*)', 'count')
      .where('meal.planId = :planId AND meal.status = :status AND meal.cookDate IN (:...dates)', {
        planId,
        status: 'RESERVED',
        dates: rows.map((row) => row.cookDate),
      })
      .groupBy('meal.cookDate')
      .getRawMany<{ cookDate: string; count: string | number }>();
    const reservedOn = new Map(reserved.map((row) => [row.cookDate, Number(row.count)]));
    return rows.map((row) => ({
      planId,
      cookDate: row.cookDate,
      scheduleId: row.scheduleId,
      menuName: schedules.get(row.scheduleId)?.menuItem?.name ?? '',
      reserved: reservedOn.get(row.cookDate) ?? 0,
    }));
  }

  /** The schedule each of the plan's dates serves, keyed by cook date. */
  async servedSchedules(planId: number, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.planMeals
      .createQueryBuilder('planMeal')
      .where('planMeal.planId = :planId AND planMeal.cookDate >= :from AND planMeal.cookDate <= :to', { planId, from, to })
      .getMany();
    return new Map(rows.map((row) => [row.cookDate, row.scheduleId]));
  }

  private reservedCount(planId: number, cookDate: string): Promise<number> {
    return this.meals.countBy({ planId, cookDate, status: 'RESERVED' });
  }

  private today(): string {
    return localDate(this.clock.now(), this.config.kitchenTimeZone);
  }
}
