import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder, MoreThanOrEqual } from 'typeorm';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { formatDisplayDate, localDate } from '../common/kitchen-time';
import { filterText, idFilter, ListQuery } from '../common/simple-rest';
import { PayloadValidationException } from '../common/validation';
import { AppConfig } from '../config/app-config';
import { WriteTransactions } from '../database/write-transactions';
import { isForeignKeyViolation } from '../database/database-errors';
import { MenuItem } from '../dishes/menu-item.entity';
import { MenuItemsService } from '../dishes/menu-items.service';
import { ScheduleOrders } from './schedule-orders.port';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/schedule-input.dto';
import { MenuSchedule, SCHEDULE_STATUSES, ScheduleStatus } from './menu-schedule.entity';
import { commonError } from '../common/common.exception';
import { SCHEDULE_ERRORS, scheduleError } from './schedule.exception';
import { checkScheduleTimes, openForOrdersSql } from './order-cutoff';
import { attachDishes, type ScheduleWithDish } from './with-dishes';
import { ScheduleWebhooks } from './schedule-webhooks';

export const SCHEDULE_NOT_FOUND = SCHEDULE_ERRORS.SCHEDULE_NOT_FOUND.message;

const SORTABLE: Record<string, string> = {
  id: 'schedule.id',
  menuId: 'schedule.menuItemId',
  cookDate: 'schedule.cookDate',
  orderCutoffAt: 'schedule.orderCutoffAt',
  pickupFrom: 'schedule.pickupFrom',
  availableQty: 'schedule.availableQty',
  status: 'schedule.status',
  createdAt: 'schedule.createdAt',
};
/** Sortable in SQL, plus the dish name (sorted here: names live with the dishes). */
export const SCHEDULE_SORT_FIELDS = [...Object.keys(SORTABLE), 'menuName'];

export type ScheduleDateFilter = 'all' | 'today' | 'upcoming';
const DATE_FILTERS: readonly ScheduleDateFilter[] = ['all', 'today', 'upcoming'];

export type { ScheduleWithDish } from './with-dishes';

export interface PickupWindow {
  pickupFrom: Date;
  pickupTo: Date;
}

/** Cook-date schedules: the admin's writes, the rules of the schedule form, and the reads the menu needs. */
@Injectable()
export class SchedulesService {
  constructor(
    @InjectRepository(MenuSchedule) private readonly schedules: Repository<MenuSchedule>,
    private readonly writes: WriteTransactions,
    private readonly menuItems: MenuItemsService,
    private readonly catalogue: CatalogueChanges,
    private readonly webhooks: ScheduleWebhooks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly orders: ScheduleOrders,
  ) {}

  /** A cook date before today (kitchen time) would be scheduled and then shown nowhere: say so instead. */
  private refusePastCookDate(cookDate: string): void {
    if (cookDate < this.today()) {
      throw new PayloadValidationException([{ field: 'cookDate', message: 'The cook date has passed: pick today or a later day' }]);
    }
  }

  private today(): string {
    return localDate(this.clock.now(), this.config.kitchenTimeZone);
  }

  /** PUBLISHED schedules that still matter to customers: cook date today or later, or cutoff ahead. */
  findCurrentPublished(now: Date, menuItemIds?: number[]): Promise<MenuSchedule[]> {
    const query = this.schedules
      .createQueryBuilder('schedule')
      .where('schedule.status = :status', { status: 'PUBLISHED' })
      .andWhere(`(schedule.cookDate >= :today OR ${openForOrdersSql('schedule.orderCutoffAt')})`, {
        today: localDate(now, this.config.kitchenTimeZone),
        now,
      });
    if (menuItemIds) query.andWhere(menuItemIds.length ? 'schedule.menuItemId IN (:...menuItemIds)' : '1 = 0', { menuItemIds });
    return query.getMany();
  }

  /** The schedules with their dishes, asked of the dishes module. */
  async withDishes(schedules: MenuSchedule[]): Promise<ScheduleWithDish[]> {
    return attachDishes(schedules, await this.menuItems.findByIds(schedules.map((schedule) => schedule.menuItemId)));
  }

  /** Schedules a customer can order from now: PUBLISHED, cutoff ahead, portions left, dish active. */
  async findOrderable(): Promise<ScheduleWithDish[]> {
    const rows = await this.schedules
      .createQueryBuilder('schedule')
      .where('schedule.status = :status', { status: 'PUBLISHED' })
      .andWhere(openForOrdersSql('schedule.orderCutoffAt'), { now: this.clock.now() })
      .andWhere('schedule.availableQty > 0')
      .orderBy('schedule.cookDate', 'ASC')
      .addOrderBy('schedule.orderCutoffAt', 'ASC')
      .addOrderBy('schedule.id', 'ASC')
      .getMany();
    return (await this.withDishes(rows)).filter((schedule) => schedule.menuItem.active);
  }

  /** The pickup window of every schedule on a cook date (whatever its status), by schedule id. */
  async pickupWindowsOn(cookDate: string): Promise<Map<number, PickupWindow>> {
    const rows = await this.schedules.find({ select: { id: true, pickupFrom: true, pickupTo: true }, where: { cookDate } });
    return new Map(rows.map((row) => [row.id, { pickupFrom: row.pickupFrom, pickupTo: row.pickupTo }]));
  }

  /** The cook date of every schedule on `fromDate` or later, by schedule id. */
  async cookDatesFrom(fromDate: string): Promise<Map<number, string>> {
    const rows = await this.schedules.find({ select: { id: true, cookDate: true }, where: { cookDate: MoreThanOrEqual(fromDate) } });
    return new Map(rows.map((row) => [row.id, row.cookDate]));
  }

  /** A cook date's schedules that were not cancelled, with their dishes, by dish name. */
  async findOnCookDate(cookDate: string): Promise<ScheduleWithDish[]> {
    const rows = await this.schedules
      .createQueryBuilder('schedule')
      .where('schedule.cookDate = :cookDate', { cookDate })
      .andWhere('schedule.status <> :cancelled', { cancelled: 'CANCELLED' })
      .orderBy('schedule.id', 'ASC')
      .getMany();
    return (await this.withDishes(rows)).sort((a, b) => a.menuItem.name.localeCompare(b.menuItem.name));
  }

  async findScheduleOrThrow(id: number): Promise<ScheduleWithDish> {
    const schedule = await this.schedules.findOneBy({ id });
    const [withDish] = schedule ? await this.withDishes([schedule]) : [];
    if (!withDish) throw scheduleError('SCHEDULE_NOT_FOUND');
    return withDish;
  }

  /**
   * The admin list. `date`: 'today' or 'upcoming' (after today) in the kitchen's time zone, 'all'
   * for every cook date; without it, past cook dates are hidden as the Food page wants.
   */
  async list(query: ListQuery): Promise<{ rows: ScheduleWithDish[]; total: number }> {
    const builder = this.schedules.createQueryBuilder('schedule');
    const today = this.today();
    const date = filterText(query.filter, 'date');
    if (date !== undefined && !DATE_FILTERS.includes(date as ScheduleDateFilter)) {
      throw commonError('INVALID_LIST_QUERY', `filter date must be one of ${DATE_FILTERS.join(', ')}`);
    }
    if (date === 'today') builder.andWhere('schedule.cookDate = :today', { today });
    else if (date === 'upcoming') builder.andWhere('schedule.cookDate > :today', { today });
    else if (date === undefined) builder.andWhere('schedule.cookDate >= :today', { today });
    const text = filterText(query.filter, 'q');
    if (text) {
      const named = await this.menuItems.idsMatching(text);
      builder.andWhere(named.length ? 'schedule.menuItemId IN (:...named)' : '1 = 0', { named });
    }
    const menuIds = idFilter(query.filter.menuId);
    if (menuIds) builder.andWhere(menuIds.length ? 'schedule.menuItemId IN (:...menuIds)' : '1 = 0', { menuIds });
    const ids = idFilter(query.filter.id);
    if (ids) builder.andWhere(ids.length ? 'schedule.id IN (:...ids)' : '1 = 0', { ids });
    const status = filterText(query.filter, 'status');
    if (status) {
      if (!SCHEDULE_STATUSES.includes(status as ScheduleStatus)) {
        throw commonError('INVALID_LIST_QUERY', `filter status must be one of ${SCHEDULE_STATUSES.join(', ')}`);
      }
      builder.andWhere('schedule.status = :status', { status });
    }
    if (query.sortField === 'menuName') return this.pageByDishName(builder, query);
    const [rows, total] = await builder
      .orderBy(SORTABLE[query.sortField], query.sortOrder)
      .addOrderBy('schedule.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: await this.withDishes(rows), total };
  }

  /** Dish names live with the dishes: the matching schedules are sorted by them here, then paged. */
  private async pageByDishName(
    builder: SelectQueryBuilder<MenuSchedule>,
    query: ListQuery,
  ): Promise<{ rows: ScheduleWithDish[]; total: number }> {
    const all = await this.withDishes(await builder.orderBy('schedule.id', 'ASC').getMany());
    const direction = query.sortOrder === 'DESC' ? -1 : 1;
    all.sort((a, b) => direction * a.menuItem.name.localeCompare(b.menuItem.name) || a.id - b.id);
    return { rows: all.slice(query.skip, query.skip + query.take), total: all.length };
  }

  /** Creates a schedule unless the dish (or a dish of the same name) already has one on that cook date. */
  async create(input: CreateScheduleDto): Promise<ScheduleWithDish> {
    this.refusePastCookDate(input.cookDate);
    const times = checkScheduleTimes(input);
    const saved = await this.writes.transaction(async (manager) => {
      const dish = await this.lockDish(manager, input.menuId);
      await this.refuseSameCookDate(manager, dish, input.cookDate);
      const now = this.clock.now();
      const repository = manager.getRepository(MenuSchedule);
      const schedule = await repository.save(
        repository.create({
          menuItemId: dish.id,
          cookDate: input.cookDate,
          ...times,
          availableQty: input.availableQty,
          maxPerCustomer: input.maxPerCustomer ?? null,
          status: input.status ?? 'PUBLISHED',
          createdAt: now,
          updatedAt: now,
        }),
      );
      await this.webhooks.changedWithin(manager, schedule.id);
      return Object.assign(schedule, { menuItem: dish });
    });
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return saved;
  }

  async update(id: number, input: UpdateScheduleDto): Promise<ScheduleWithDish> {
    const schedule = await this.findScheduleOrThrow(id);
    if (input.menuId != null && input.menuId !== schedule.menuItemId) {
      throw new PayloadValidationException([{ field: 'menuId', message: 'menuId cannot change; schedule the other dish instead' }]);
    }
    const times = checkScheduleTimes({
      orderCutoffAt: input.orderCutoffAt ?? schedule.orderCutoffAt.toISOString(),
      pickupFrom: input.pickupFrom ?? schedule.pickupFrom.toISOString(),
      pickupTo: input.pickupTo ?? schedule.pickupTo.toISOString(),
    });
    if (input.cookDate != null && input.cookDate !== schedule.cookDate) this.refusePastCookDate(input.cookDate);
    const changes: Partial<MenuSchedule> = { ...times };
    if (input.cookDate != null) changes.cookDate = input.cookDate;
    if (input.availableQty != null) changes.availableQty = input.availableQty;
    if (input.status != null) changes.status = input.status;
    if (input.maxPerCustomer !== undefined) changes.maxPerCustomer = input.maxPerCustomer;
    return this.apply(schedule, changes);
  }

  async setQuantity(id: number, quantity: number): Promise<ScheduleWithDish> {
    return this.apply(await this.findScheduleOrThrow(id), { availableQty: quantity });
  }

  async setStatus(id: number, status: ScheduleStatus): Promise<ScheduleWithDish> {
    return this.apply(await this.findScheduleOrThrow(id), { status });
  }

  /** Deletes a schedule nobody ordered from; one with orders must be CANCELLED instead. */
  async remove(id: number): Promise<ScheduleWithDish> {
    const schedule = await this.findScheduleOrThrow(id);
    if (await this.orders.isScheduleOrdered(id)) throw scheduleError('SCHEDULE_HAS_ORDERS');
    try {
      await this.writes.transaction(async (manager) => {
        await this.webhooks.changedWithin(manager, id, true);
        await manager.getRepository(MenuSchedule).delete({ id });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw scheduleError('SCHEDULE_HAS_ORDERS');
      throw error;
    }
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return schedule;
  }

  /** A change that moves the schedule to another date, or back from CANCELLED, must not put the dish twice on a date. */
  private async apply(schedule: ScheduleWithDish, changes: Partial<MenuSchedule>): Promise<ScheduleWithDish> {
    const cookDate = changes.cookDate ?? schedule.cookDate;
    const status = changes.status ?? schedule.status;
    const takesADate = status !== 'CANCELLED' && (cookDate !== schedule.cookDate || schedule.status === 'CANCELLED');
    await this.writes.transaction(async (manager) => {
      if (takesADate) await this.refuseSameCookDate(manager, await this.lockDish(manager, schedule.menuItemId), cookDate, schedule.id);
      await manager.getRepository(MenuSchedule).update({ id: schedule.id }, { ...changes, updatedAt: this.clock.now() });
      await this.webhooks.changedWithin(manager, schedule.id);
    });
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return this.findScheduleOrThrow(schedule.id);
  }

  /** The dish to schedule, held for this transaction so two admins cannot both pass the scheduling block. */
  private async lockDish(manager: EntityManager, menuId: number): Promise<MenuItem> {
    const dish = await this.menuItems.lockDish(manager, menuId);
    if (!dish) throw new PayloadValidationException([{ field: 'menuId', message: `menuId ${menuId} does not match any menu item` }]);
    return dish;
  }

  /**
   * A dish is cooked at most once a day: any number of cook dates ahead (this week's drop selling while next week's
   * is published), but never twice on one date, by its own id or a dish of the same name. A cancelled schedule does
   * not count, so the date can be given again. Callers hold the dish's row lock, so two schedulings race in turn.
   */
  private async refuseSameCookDate(manager: EntityManager, dish: MenuItem, cookDate: string, exceptScheduleId?: number): Promise<void> {
    const dishIds = [...new Set([dish.id, ...(await this.menuItems.idsNamed(dish.name))])];
    const query = manager
      .getRepository(MenuSchedule)
      .createQueryBuilder('schedule')
      .where('schedule.menuItemId IN (:...dishIds)', { dishIds })
      .andWhere('schedule.cookDate = :cookDate', { cookDate })
      .andWhere('schedule.status <> :cancelled', { cancelled: 'CANCELLED' });
    if (exceptScheduleId !== undefined) query.andWhere('schedule.id <> :exceptScheduleId', { exceptScheduleId });
    if (await query.getExists()) throw scheduleError('DISH_ALREADY_SCHEDULED', formatDisplayDate(cookDate));
  }
}
