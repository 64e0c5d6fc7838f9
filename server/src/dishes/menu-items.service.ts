import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { rupeesToPaise } from '../common/money';
import { filterText, idFilter, ListQuery } from '../common/simple-rest';
import { AppConfig } from '../config/app-config';
import { WriteTransactions } from '../database/write-transactions';
import { isForeignKeyViolation } from '../database/database-errors';
import { findEntitiesPrepared, placeholders } from '../database/prepared-sql';
import { DishOrders } from './dish-orders.port';
import { CreateMenuItemDto, UpdateMenuItemDto } from './dto/menu-input.dto';
import { containsPattern, LIKE_ESCAPE } from '../common/like-pattern';
import { MenuItem } from './menu-item.entity';
import { DishWebhooks } from './dish-webhooks';
import { DISH_ERRORS, dishError } from './dish.exception';

export const MENU_ITEM_NOT_FOUND = DISH_ERRORS.MENU_ITEM_NOT_FOUND.message;

/** Sortable fields of the admin list, mapped to entity properties. */
const SORTABLE: Record<string, keyof MenuItem> = {
  id: 'id',
  name: 'name',
  price: 'pricePaise',
  isVeg: 'isVeg',
  active: 'active',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
export const MENU_SORT_FIELDS = Object.keys(SORTABLE);

export interface MenuItemRemoval {
  item: MenuItem;
  /** True when the dish had orders and was deactivated instead of deleted. */
  deactivated: boolean;
}

/** Dishes: the admin's writes and the reads the menu cards and schedules need. */
@Injectable()
export class MenuItemsService {
  constructor(
    @InjectRepository(MenuItem) private readonly items: Repository<MenuItem>,
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueChanges,
    private readonly clock: Clock,
    private readonly orders: DishOrders,
    private readonly webhooks: DishWebhooks,
    private readonly writes: WriteTransactions,
  ) {}

  findAll(): Promise<MenuItem[]> {
    return this.items.find({ order: { id: 'ASC' } });
  }

  async findDishOrThrow(id: number): Promise<MenuItem> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw dishError('MENU_ITEM_NOT_FOUND');
    return item;
  }

  /**
   * Reads a dish inside the caller's transaction, holding its row on MySQL so that two admins
   * scheduling the same dish at once take turns.
   */
  lockDish(manager: EntityManager, id: number): Promise<MenuItem | null> {
    const query = manager.getRepository(MenuItem).createQueryBuilder('item').where('item.id = :id', { id });
    if (this.config.databaseKind === 'mysql') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** Dishes by id (unknown ids are simply absent): how other modules learn a dish's name, price or photos. */
  async findByIds(ids: number[], manager?: EntityManager): Promise<Map<number, MenuItem>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    // Inside a transaction, on its connection: asking the pool for a second one could wait for ever under load.
    const rows = await findEntitiesPrepared(manager ?? this.items.manager, MenuItem, `id IN (${placeholders(unique.length)})`, unique);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Ids of the dishes marked tiffin: what a plan serves on a date nobody chose a dish for. */
  async tiffinDishIds(): Promise<number[]> {
    const rows = await this.items.find({ select: { id: true }, where: { tiffin: true } });
    return rows.map((row) => row.id);
  }

  /** Ids of dishes whose name contains `text` ignoring case (the admin lists' search by dish name). */
  async idsMatching(text: string): Promise<number[]> {
    const rows = await this.items
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .where(`LOWER(item.name) LIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, { pattern: containsPattern(text) })
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** Ids of dishes whose name equals `name` ignoring case (the scheduling block matches by name too). */
  async idsNamed(name: string): Promise<number[]> {
    const rows = await this.items
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .where('LOWER(item.name) = :name', { name: name.toLowerCase() })
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  async list(query: ListQuery): Promise<{ rows: MenuItem[]; total: number }> {
    const builder = this.items.createQueryBuilder('item');
    const text = filterText(query.filter, 'q');
    if (text) {
      builder.andWhere(
        `(LOWER(item.name) LIKE :pattern ESCAPE '${LIKE_ESCAPE}' OR LOWER(item.description) LIKE :pattern ESCAPE '${LIKE_ESCAPE}')`,
        { pattern: containsPattern(text) },
      );
    }
    const ids = idFilter(query.filter.id);
    if (ids) builder.andWhere(ids.length ? 'item.id IN (:...ids)' : '1 = 0', { ids });
    if (typeof query.filter.active === 'boolean') builder.andWhere('item.active = :active', { active: query.filter.active });
    if (typeof query.filter.isVeg === 'boolean') builder.andWhere('item.isVeg = :isVeg', { isVeg: query.filter.isVeg });
    const [rows, total] = await builder
      .orderBy(`item.${SORTABLE[query.sortField]}`, query.sortOrder)
      .addOrderBy('item.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows, total };
  }

  async create(input: CreateMenuItemDto): Promise<MenuItem> {
    const now = this.clock.now();
    const item = await this.writes.transaction(async (manager) => {
      const saved = await manager.getRepository(MenuItem).save(
        manager.getRepository(MenuItem).create({
          name: input.name,
          description: input.description,
          pricePaise: rupeesToPaise(input.price),
          imageUrl: input.imageUrl,
          images: input.images ?? [],
          isVeg: input.isVeg ?? true,
          tiffin: input.tiffin ?? false,
          active: input.active ?? true,
          ingredients: input.ingredients || null,
          nameHi: input.nameHi || null,
          descriptionHi: input.descriptionHi || null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await this.webhooks.changedWithin(manager, saved);
      return saved;
    });
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return item;
  }

  async update(id: number, input: UpdateMenuItemDto): Promise<MenuItem> {
    const item = await this.findDishOrThrow(id);
    if (input.name != null) item.name = input.name;
    if (input.description != null) item.description = input.description;
    if (input.price != null) item.pricePaise = rupeesToPaise(input.price);
    if (input.imageUrl != null) item.imageUrl = input.imageUrl;
    if (input.images != null) item.images = input.images;
    if (input.isVeg != null) item.isVeg = input.isVeg;
    if (input.tiffin != null) item.tiffin = input.tiffin;
    if (input.active != null) item.active = input.active;
    if (input.ingredients !== undefined) item.ingredients = input.ingredients || null;
    if (input.nameHi !== undefined) item.nameHi = input.nameHi || null;
    if (input.descriptionHi !== undefined) item.descriptionHi = input.descriptionHi || null;
    const saved = await this.writes.transaction(async (manager) => {
      const written = await manager.getRepository(MenuItem).save(item);
      await this.webhooks.changedWithin(manager, written);
      return written;
    });
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return saved;
  }

  /** Deletes a dish, or deactivates it when any order names it so order history stays whole. */
  async remove(id: number): Promise<MenuItemRemoval> {
    const item = await this.findDishOrThrow(id);
    let deactivated = await this.orders.isDishOrdered(id);
    if (!deactivated) {
      try {
        await this.writes.transaction(async (manager) => {
          await manager.getRepository(MenuItem).delete({ id });
          await this.webhooks.changedWithin(manager, item, true);
        });
      } catch (error) {
        // An order placed between the check and the delete: the foreign key refuses, so deactivate.
        if (!isForeignKeyViolation(error)) throw error;
        deactivated = true;
      }
    }
    if (deactivated && item.active) {
      item.active = false;
      await this.writes.transaction(async (manager) => {
        await manager.getRepository(MenuItem).save(item);
        await this.webhooks.changedWithin(manager, item);
      });
    }
    this.catalogue.announce();
    this.webhooks.sendSoon();
    return { item, deactivated };
  }
}
