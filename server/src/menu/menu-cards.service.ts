import { Injectable } from '@nestjs/common';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { NO_REVIEWS, ReviewStatsService } from '../reviews/review-stats.service';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { SchedulesService } from '../schedules/schedules.service';
import { MenuCardDto } from './dto/menu-card.dto';
import { decideAvailability } from './menu-availability';
import { CachedMenu, MenuBuild, MenuCacheService } from './menu-cache.service';
import { MenuItemsService } from '../dishes/menu-items.service';
import { mapMenuCard } from './menu-card.mapper';
import { dishError } from '../dishes/dish.exception';
import { isBeforeCutoff } from '../schedules/order-cutoff';

export const MENU_LIST_MESSAGE = 'Menu items fetched successfully';

/** The customer's menu: merged cards computed from dishes, PUBLISHED schedules and ratings, cached. */
@Injectable()
export class MenuCardsService {
  constructor(
    private readonly menuItems: MenuItemsService,
    private readonly schedules: SchedulesService,
    private readonly reviewStats: ReviewStatsService,
    private readonly cache: MenuCacheService,
    private readonly clock: Clock,
    catalogue: CatalogueChanges,
  ) {
    catalogue.listen(() => this.cache.invalidate());
  }

  menu(): Promise<CachedMenu> {
    return this.cache.get(() => this.build());
  }

  /** The menu if a current one is cached, else undefined (callers then await menu()). */
  cachedMenu(): CachedMenu | undefined {
    return this.cache.fresh();
  }

  async card(id: number): Promise<MenuCardDto> {
    const card = (await this.menu()).cards.find((candidate) => candidate.id === id);
    if (!card) throw dishError('MENU_ITEM_NOT_FOUND');
    return card;
  }

  /** Cards whose name contains `name`, ignoring case; blank input finds nothing. */
  async search(name: string | undefined): Promise<MenuCardDto[]> {
    const needle = name?.trim().toLocaleLowerCase();
    if (!needle) return [];
    return (await this.menu()).cards.filter((card) => card.name.toLocaleLowerCase().includes(needle));
  }

  private async build(): Promise<MenuBuild> {
    const now = this.clock.now();
    const [dishes, schedules, stats] = await Promise.all([
      this.menuItems.findAll(),
      this.schedules.findCurrentPublished(now),
      this.reviewStats.statsByDish(),
    ]);
    const byDish = new Map<number, MenuSchedule[]>();
    for (const schedule of schedules) byDish.set(schedule.menuItemId, [...(byDish.get(schedule.menuItemId) ?? []), schedule]);
    const cards = dishes.map((dish) => {
      const dated = byDish.get(dish.id) ?? [];
      return mapMenuCard(dish, dated, decideAvailability(dish.active, dated, now), stats.get(dish.id) ?? NO_REVIEWS, now);
    });
    const upcomingCutoffs = schedules
      .filter((schedule) => isBeforeCutoff(schedule, now))
      .map((schedule) => schedule.orderCutoffAt.getTime());
    return {
      cards,
      body: JSON.stringify({ success: true, message: MENU_LIST_MESSAGE, data: cards }),
      nextChangeAt: upcomingCutoffs.length ? new Date(Math.min(...upcomingCutoffs)) : undefined,
    };
  }
}
