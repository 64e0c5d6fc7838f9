import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DataSource, DeepPartial } from 'typeorm';
import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { User } from '../../src/users/user.entity';

/*
 * Data for tests that run the built server as a process (server-process.ts) on a database of their own:
 * written straight into the database the server migrated, with tokens signed by the JWT_SECRET it was given.
 */

/** A DataSource on the server's database, without running migrations (the server has). */
export async function openScratchDatabase(databaseUrl: string): Promise<DataSource> {
  const flavour = databaseUrl.startsWith('mysql:') ? 'mariadb' : undefined;
  const options = dataSourceOptions(loadConfig({ DATABASE_URL: databaseUrl }), flavour);
  return new DataSource({ ...options, migrationsRun: false, logging: false }).initialize();
}

/** Through create(), so the entities' own insert hooks (timestamps) run. */
export function saveEntity<T extends object>(db: DataSource, entity: new () => T, fields: DeepPartial<T>): Promise<T> {
  const repository = db.getRepository(entity);
  return repository.save(repository.create(fields));
}

/** One dish on sale the day after tomorrow, ordered from a PUBLISHED schedule with `portions` portions. */
export async function createDishOnSale(
  db: DataSource,
  name: string,
  portions: number,
): Promise<{ dish: MenuItem; schedule: MenuSchedule }> {
  const zone = 'Asia/Kolkata';
  const cookDate = addDays(localDate(new Date(), zone), 2);
  const dish = await saveEntity(db, MenuItem, {
    name,
    description: 'Ordered while things break.',
    pricePaise: 25000,
    imageUrl: '/media/dishes/test.svg',
    images: [],
    isVeg: true,
    active: true,
    ingredients: null,
  });
  const schedule = await saveEntity(db, MenuSchedule, {
    menuItemId: dish.id,
    cookDate,
    orderCutoffAt: zonedTime(cookDate, '10:00', zone),
    pickupFrom: zonedTime(cookDate, '12:30', zone),
    pickupTo: zonedTime(cookDate, '14:30', zone),
    availableQty: portions,
    status: 'PUBLISHED',
  });
  return { dish, schedule };
}

/** A verified account (no password login) and a bearer token for it, valid for an hour. */
export async function createAccount(
  db: DataSource,
  jwtSecret: string,
  name: string,
  role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER',
): Promise<{ user: User; token: string }> {
  const user = await saveEntity(db, User, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@scratch.test`,
    phone: '919876543210',
    passwordHash: 'not-a-login-account',
    role,
    emailVerified: true,
    tokenVersion: 0,
    avatar: null,
  });
  const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256' } });
  return { user, token: jwt.sign({ sub: String(user.id), role, ver: 0 }, { expiresIn: 3600 }) };
}
