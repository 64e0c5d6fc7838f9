import { WebhookEvents } from '../webhooks/webhook-events.service';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { formatDisplayDate, formatKitchenTime, localDate } from '../common/kitchen-time';
import { lockingForUpdate } from '../database/latest-committed';
import { rawInstant, rawNumber } from '../database/raw-values';
import { AppConfig } from '../config/app-config';
import { runPrepared } from '../database/prepared-sql';
import { WriteTransactions } from '../database/write-transactions';
import { MenuItemsService } from '../dishes/menu-items.service';
import { inEveryLanguage, MessagesService } from '../messages/messages.service';
import { SchedulesService, ScheduleWithDish } from '../schedules/schedules.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { RETELL_AFTER_MS, TOLD_COUNTS_MS, toldBudget } from './waitlist-rules';
import { waitlistError } from './waitlist.exception';

export interface DishWaitlist {
  menuItemId: number;
  name: string;
  waiting: number;
  firstJoinedAt: Date;
}

/** 'Notify me' lists: who waits for which dish, and telling the longest-waiting when portions can be ordered. */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectRepository(WaitlistEntry) private readonly entries: Repository<WaitlistEntry>,
    private readonly schedules: SchedulesService,
    private readonly dishes: MenuItemsService,
    private readonly messages: MessagesService,
    private readonly transactions: WriteTransactions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
  ) {}

  mine(userId: number): Promise<WaitlistEntry[]> {
    return this.entries.find({ where: { userId }, order: { joinedAt: 'ASC', id: 'ASC' } });
  }

  /** Puts the customer on the dish's list; joining again keeps their place. Refused while the dish can be ordered. */
  async join(userId: number, menuItemId: number): Promise<WaitlistEntry> {
    await this.dishes.findDishOrThrow(menuItemId);
    const existing = await this.entries.findOneBy({ userId, menuItemId });
    if (existing) return existing;
    const orderable = await this.schedules.findOrderable();
    if (orderable.some((schedule) => schedule.menuItemId === menuItemId)) throw waitlistError('DISH_ORDERABLE');
    await this.entries
      .createQueryBuilder()
      .insert()
      .into(WaitlistEntry)
      .values({ userId, menuItemId, joinedAt: this.clock.now(), notifiedAt: null, timesNotified: 0 })
      .orIgnore()
      .execute();
    return this.entries.findOneByOrFail({ userId, menuItemId });
  }

  /** Takes the customer off the dish's list (nothing to do when they were not on it). */
  async leave(userId: number, menuItemId: number): Promise<void> {
    await this.entries.delete({ userId, menuItemId });
  }

  /** Inside an order's transaction: a customer who orders a dish leaves its list. */
  async leaveWithin(manager: EntityManager, userId: number, menuItemIds: number[]): Promise<void> {
    // One prepared statement per dish: an IN list would make a new statement text for each number of dishes.
    for (const menuItemId of new Set(menuItemIds))
      await runPrepared(manager, 'DELETE FROM waitlist_entries WHERE user_id = ? AND menu_item_id = ?', [userId, menuItemId]);
  }

  /** How many wait for each dish, longest lists first (what to cook next). */
  async countsByDish(): Promise<DishWaitlist[]> {
    const rows = await this.entries
      .createQueryBuilder('entry')
      .select('entry.menuItemId', 'menuItemId')
      .addSelect('COUNT(*)', 'waiting')
      .addSelect('MIN(entry.joinedAt)', 'firstJoinedAt')
      .groupBy('entry.menuItemId')
      .getRawMany<{ menuItemId: number | string; waiting: number | string; firstJoinedAt: Date | string }>();
    const dishes = await this.dishes.findByIds(rows.map((row) => Number(row.menuItemId)));
    return rows
      .filter((row) => dishes.has(Number(row.menuItemId)))
      .map((row) => ({
        menuItemId: Number(row.menuItemId),
        name: dishes.get(Number(row.menuItemId))!.name,
        waiting: rawNumber(row.waiting),
        firstJoinedAt: rawInstant(row.firstJoinedAt),
      }))
      .sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name));
  }

  /**
   * Tells waiting customers about dishes that can be ordered now (waitlist-rules.ts). Each dish's batch is one
   * transaction: the entries marked told and the messages written commit together, so a crash repeats or skips no one.
   * Answers how many customers were told.
   */
  async notifyAvailable(): Promise<number> {
    const waitingDishes = await this.entries
      .createQueryBuilder('entry')
      .select('DISTINCT entry.menuItemId', 'menuItemId')
      .getRawMany<{ menuItemId: number | string }>();
    if (waitingDishes.length === 0) return 0;
    const orderable = new Map<number, ScheduleWithDish[]>();
    for (const schedule of await this.schedules.findOrderable())
      orderable.set(schedule.menuItemId, [...(orderable.get(schedule.menuItemId) ?? []), schedule]);
    let told = 0;
    for (const menuItemId of waitingDishes.map((row) => Number(row.menuItemId))) {
      const schedules = orderable.get(menuItemId);
      if (schedules) told += await this.notifyFor(menuItemId, schedules);
    }
    return told;
  }

  private async notifyFor(menuItemId: number, schedules: ScheduleWithDish[]): Promise<number> {
    const now = this.clock.now();
    const portions = schedules.reduce((sum, schedule) => sum + schedule.availableQty, 0);
    const told = await this.transactions.transaction(async (manager) => {
      const repository = manager.getRepository(WaitlistEntry);
      // The dish's whole list is locked first: two runs for one dish (two instances, or a run that outlived its lease)
      // take turns, and the second counts and picks from what the first told.
      await lockingForUpdate(
        repository.createQueryBuilder('entry').select('entry.id').where('entry.menuItemId = :menuItemId', { menuItemId }),
      ).getRawMany();
      const recentlyTold = await repository
        .createQueryBuilder('entry')
        .where('entry.menuItemId = :menuItemId AND entry.notifiedAt > :since', {
          menuItemId,
          since: new Date(now.getTime() - TOLD_COUNTS_MS),
        })
        .getCount();
      const budget = toldBudget(portions, recentlyTold);
      if (budget === 0) return [];
      const retellBefore = new Date(now.getTime() - RETELL_AFTER_MS);
      const next = await repository
        .createQueryBuilder('entry')
        .where('entry.menuItemId = :menuItemId', { menuItemId })
        .andWhere(
          new Brackets((when) => when.where('entry.notifiedAt IS NULL').orWhere('entry.notifiedAt <= :retellBefore', { retellBefore })),
        )
        .orderBy('entry.joinedAt', 'ASC')
        .addOrderBy('entry.id', 'ASC')
        .take(budget)
        .getMany();
      if (next.length === 0) return [];
      await repository.update({ id: In(next.map((entry) => entry.id)) }, { notifiedAt: now });
      await repository.increment({ id: In(next.map((entry) => entry.id)) }, 'timesNotified', 1);
      const dish = schedules[0].menuItem;
      const first = schedules[0];
      await this.webhooks.recordWithin(manager, {
        type: 'waitlist.released',
        resourceType: 'dish',
        resourceId: String(menuItemId),
        data: () =>
          Promise.resolve({
            menuId: menuItemId,
            menuName: dish.name,
            portions,
            customersTold: next.length,
            scheduleIds: schedules.map((schedule) => schedule.id),
          }),
      });
      await this.messages.announceWithin(
        manager,
        {
          topic: 'WAITLIST',
          ref: `dish-${menuItemId}-${now.getTime()}`,
          link: `/food/${menuItemId}`,
          whatsapp: { template: 'dish_back', variables: { en: [dish.name], hi: [dish.nameHi ?? dish.name] } },
          text: inEveryLanguage((language) => {
            const zone = this.config.kitchenTimeZone;
            const cooked = formatDisplayDate(first.cookDate, language);
            const closesAt = formatKitchenTime(first.orderCutoffAt, zone, language);
            const closesOn = formatDisplayDate(localDate(first.orderCutoffAt, zone), language);
            return language === 'hi'
              ? {
                  title: `${dish.name} फिर से उपलब्ध है`,
                  paragraphs: [
                    `${dish.name} के ${portions} पोर्शन अब ऑर्डर किए जा सकते हैं, ${cooked} को बनेंगे; ऑर्डर ${closesOn} को ${closesAt} बंद होंगे।`,
                    'पोर्शन पहले ऑर्डर करने वालों को मिलेंगे।',
                  ],
                  linkLabel: 'यहाँ ऑर्डर करें',
                }
              : {
                  title: `${dish.name} is back`,
                  paragraphs: [
                    `${portions} ${portions === 1 ? 'portion' : 'portions'} of ${dish.name} can be ordered now, cooked on ${cooked}; orders close at ${closesAt} on ${closesOn}.`,
                    'Portions go to whoever orders first.',
                  ],
                  linkLabel: 'Order it here',
                };
          }),
        },
        next.map((entry) => entry.userId),
      );
      return next;
    });
    if (told.length > 0) this.messages.sendSoon();
    return told.length;
  }
}
