import type { DomainException } from '../common/domain-exception';
import type { MenuSchedule } from '../schedules/menu-schedule.entity';
import { cartError } from './cart.exception';
import { isBeforeCutoff } from '../schedules/order-cutoff';

/** Why a schedule takes no orders at all right now (unknown, withdrawn, past its cutoff), or null. */
export function scheduleClosedProblem(schedule: MenuSchedule | null | undefined, now: Date): DomainException | null {
  if (!schedule?.menuItem) return cartError('SCHEDULE_INVALID');
  const name = schedule.menuItem.name;
  if (schedule.status !== 'PUBLISHED' || !schedule.menuItem.active) {
    return cartError('DISH_UNAVAILABLE', name);
  }
  if (!isBeforeCutoff(schedule, now)) return cartError('ORDER_CUTOFF_PASSED', name);
  return null;
}

/** Why a schedule cannot be added to a cart right now (the add-to-cart messages of cart.exception.ts), or null when it can. */
export function orderabilityProblem(schedule: MenuSchedule | null | undefined, now: Date): DomainException | null {
  const closed = scheduleClosedProblem(schedule, now);
  if (closed) return closed;
  if (schedule!.availableQty <= 0) return cartError('DISH_UNAVAILABLE', schedule!.menuItem!.name);
  return null;
}

export function isOrderable(schedule: MenuSchedule, now: Date): boolean {
  return orderabilityProblem(schedule, now) === null;
}

/** The 409 for asking more than is left; names the dish and what is left. */
export function notEnoughLeft(name: string, left: number, requested: number): DomainException {
  if (left <= 0) return cartError('DISH_SOLD_OUT', name);
  return cartError('NOT_ENOUGH_LEFT', name, left, requested);
}

export function tooManyPortions(name: string): DomainException {
  return cartError('TOO_MANY_PORTIONS', name);
}
