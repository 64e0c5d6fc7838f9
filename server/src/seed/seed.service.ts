import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { addDays, localDate, zonedTime } from '../common/kitchen-time';
import { rupeesToPaise } from '../common/money';
import { AppConfig } from '../config/app-config';
import { WriteTransactions } from '../database/write-transactions';
import { MenuItem } from '../dishes/menu-item.entity';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { User } from '../users/user.entity';
import { DEMO_DISHES, DemoDish } from './demo-dishes';

const HOUR = 3600 * 1000;

/**
 * Creates the first admin when none exists and, when SEED_DEMO is on, the demo menu once
 * (an empty menu table is the marker). Runs after the migrations, at every start, idempotently.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');
  private generatedAdminPassword?: string;

  constructor(
    private readonly writes: WriteTransactions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * One transaction, retried whole on a lock conflict (instances starting together on a Galera cluster): the password
   * is chosen once, before it, and told only when this start's transaction is the one that created the admin.
   */
  async onApplicationBootstrap(): Promise<void> {
    const password = this.config.adminPassword ?? randomBytes(9).toString('base64url');
    let passwordHash: Promise<string> | undefined;
    const hashOnce = () => (passwordHash ??= argon2.hash(password));
    const createdAdmin = await this.writes.transaction(async (manager) => {
      const created = await this.ensureAdmin(manager, hashOnce);
      if (this.config.seedDemo) await this.seedDemoMenu(manager);
      return created;
    });
    if (createdAdmin && !this.config.adminPassword) {
      this.generatedAdminPassword = password;
      this.logger.warn(`Created the first admin ${this.config.adminEmail} with password ${password} (shown only once)`);
    }
  }

  /** The admin e-mail, with the password when it is known to this process. */
  adminLogin(): { email: string; password?: string } {
    return { email: this.config.adminEmail, password: this.config.adminPassword ?? this.generatedAdminPassword };
  }

  /** Creates the first admin unless one exists, and says whether it did; the password is hashed once across attempts. */
  private async ensureAdmin(manager: EntityManager, passwordHash: () => Promise<string>): Promise<boolean> {
    const users = manager.getRepository(User);
    if ((await users.countBy({ role: 'ADMIN' })) > 0) return false;
    const existing = await users.findOneBy({ email: this.config.adminEmail });
    const admin = existing ?? users.create({ email: this.config.adminEmail, name: 'Kitchen Admin', phone: null, avatar: null });
    Object.assign(admin, {
      role: 'ADMIN',
      emailVerified: true,
      passwordHash: await passwordHash(),
      tokenVersion: (existing?.tokenVersion ?? 0) + 1,
    });
    await users.save(admin);
    return true;
  }

  private async seedDemoMenu(manager: EntityManager): Promise<void> {
    if ((await manager.getRepository(MenuItem).count()) > 0) return;
    const now = this.clock.now();
    const today = localDate(now, this.config.kitchenTimeZone);
    for (const [position, dish] of DEMO_DISHES.entries()) {
      const item = await manager.getRepository(MenuItem).save(
        manager.getRepository(MenuItem).create({
          name: dish.name,
          description: dish.description,
          pricePaise: rupeesToPaise(dish.price),
          imageUrl: `/media/dishes/${dish.slug}.svg`,
          images: [`/media/dishes/${dish.slug}.svg`, `/media/dishes/${dish.slug}-served.svg`],
          isVeg: dish.isVeg,
          active: dish.plan !== 'inactive',
          ingredients: dish.ingredients,
          nameHi: dish.nameHi,
          descriptionHi: dish.descriptionHi,
        }),
      );
      const schedule = this.demoSchedule(dish, item.id, today, now, position);
      if (schedule) await manager.getRepository(MenuSchedule).save(manager.getRepository(MenuSchedule).create(schedule));
    }
    this.logger.log(`Seeded ${DEMO_DISHES.length} demo dishes with schedules from ${today}`);
  }

  private demoSchedule(dish: DemoDish, menuItemId: number, today: string, now: Date, position: number): Partial<MenuSchedule> | undefined {
    const zone = this.config.kitchenTimeZone;
    if (dish.plan === 'unscheduled' || dish.plan === 'inactive') return undefined;
    if (dish.plan === 'closed') {
      // Cutoff an hour ago on today's cook date, pickup still ahead.
      return {
        menuItemId,
        cookDate: today,
        orderCutoffAt: new Date(now.getTime() - HOUR),
        pickupFrom: new Date(now.getTime() + HOUR),
        pickupTo: new Date(now.getTime() + 3 * HOUR),
        availableQty: dish.quantity,
        status: 'PUBLISHED',
      };
    }
    const cookDate = addDays(today, 1 + (position % 2));
    return {
      menuItemId,
      cookDate,
      orderCutoffAt: zonedTime(cookDate, '10:00', zone),
      pickupFrom: zonedTime(cookDate, '12:30', zone),
      pickupTo: zonedTime(cookDate, '14:30', zone),
      availableQty: dish.quantity,
      status: 'PUBLISHED',
    };
  }
}
