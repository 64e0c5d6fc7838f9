import type { MenuItem } from '../dishes/menu-item.entity';
import type { MenuSchedule } from './menu-schedule.entity';

/** A schedule with its dish attached (menuItem is always set). */
export type ScheduleWithDish = MenuSchedule & { menuItem: MenuItem };

/**
 * Attaches each schedule's dish from `dishes` (asked of the dishes module, never read from its table here);
 * a schedule whose dish is gone is left out.
 */
export function attachDishes(schedules: MenuSchedule[], dishes: Map<number, MenuItem>): ScheduleWithDish[] {
  return schedules.flatMap((schedule) => {
    const dish = dishes.get(schedule.menuItemId);
    return dish ? [Object.assign(schedule, { menuItem: dish })] : [];
  });
}
