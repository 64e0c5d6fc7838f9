import { addDays, localDate, zonedTime } from '../../src/common/kitchen-time';
import { CatalogueChanges } from '../../src/common/catalogue-changes';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { TestApp } from '../support/test-app';

let dishCounter = 0;

/**
 * GET /menus is cached in memory; tests that write dishes, schedules or stock straight to the
 * database call this afterwards (the factories here do it themselves).
 */
export function invalidateMenus(t: TestApp): void {
  t.app.get(CatalogueChanges).announce();
}

async function afterWrite<T>(t: TestApp, write: Promise<T>): Promise<T> {
  const written = await write;
  invalidateMenus(t);
  return written;
}

/** A dish written straight to the database; price in paise (24900 = ₹249.00) unless overridden. */
export async function createDish(t: TestApp, overrides: Partial<MenuItem> = {}): Promise<MenuItem> {
  dishCounter += 1;
  const repository = t.dataSource.getRepository(MenuItem);
  return afterWrite(
    t,
    repository.save(
      repository.create({
        name: `Test Dish ${dishCounter} ${Math.random().toString(36).slice(2, 6)}`,
        description: 'A dish made for tests.',
        pricePaise: 24900,
        imageUrl: '/media/dishes/test.svg',
        images: [],
        isVeg: true,
        active: true,
        ingredients: null,
        ...overrides,
      }),
    ),
  );
}

/**
 * A PUBLISHED schedule open for orders: cook date tomorrow in the kitchen's time zone (by t.clock),
 * cutoff 10:00, pickup 12:30-14:30 local, 20 portions. Override any field, e.g. { availableQty: 0 }
 * or { orderCutoffAt: new Date(t.clock.now().getTime() - 1000) } for a closed one.
 */
export async function createSchedule(t: TestApp, dishId: number, overrides: Partial<MenuSchedule> = {}): Promise<MenuSchedule> {
  const zone = t.config.kitchenTimeZone;
  const cookDate = overrides.cookDate ?? addDays(localDate(t.clock.now(), zone), 1);
  const repository = t.dataSource.getRepository(MenuSchedule);
  return afterWrite(
    t,
    repository.save(
      repository.create({
        menuItemId: dishId,
        cookDate,
        orderCutoffAt: zonedTime(cookDate, '10:00', zone),
        pickupFrom: zonedTime(cookDate, '12:30', zone),
        pickupTo: zonedTime(cookDate, '14:30', zone),
        availableQty: 20,
        status: 'PUBLISHED',
        ...overrides,
      }),
    ),
  );
}

/** A dish with an open schedule: the usual starting point of cart and order tests. */
export async function createOrderableDish(
  t: TestApp,
  dishOverrides: Partial<MenuItem> = {},
  scheduleOverrides: Partial<MenuSchedule> = {},
): Promise<{ dish: MenuItem; schedule: MenuSchedule }> {
  const dish = await createDish(t, dishOverrides);
  const schedule = await createSchedule(t, dish.id, scheduleOverrides);
  return { dish, schedule };
}
