import { BadRequestException, ConflictException, HttpException } from '@nestjs/common';
import type { MenuSchedule } from '../schedules/menu-schedule.entity';

/** Portions of one dish a single cart or order line may hold; anything above is refused as absurd. */
export const MAX_PORTIONS_PER_LINE = 50;
/** Distinct dishes in one cart or order. */
export const MAX_LINES = 50;

export const INVALID_SCHEDULE_MESSAGE = 'This menu item cannot be ordered (invalid schedule).';

/** Why a schedule takes no orders at all right now (unknown, withdrawn, past its cutoff), or null. */
export function scheduleClosedProblem(schedule: MenuSchedule | null | undefined, now: Date): HttpException | null {
  if (!schedule?.menuItem) return new BadRequestException(INVALID_SCHEDULE_MESSAGE);
  const name = schedule.menuItem.name;
  if (schedule.status !== 'PUBLISHED' || !schedule.menuItem.active) {
    return new ConflictException(`${name} is not available right now.`);
  }
  if (schedule.orderCutoffAt.getTime() <= now.getTime()) return new ConflictException(`Order cutoff time has passed for ${name}.`);
  return null;
}

/** Why a schedule cannot be added to a cart right now (the spec's add-to-cart messages), or null when it can. */
export function orderabilityProblem(schedule: MenuSchedule | null | undefined, now: Date): HttpException | null {
  const closed = scheduleClosedProblem(schedule, now);
  if (closed) return closed;
  if (schedule!.availableQty <= 0) return new ConflictException(`${schedule!.menuItem!.name} is not available right now.`);
  return null;
}

export function isOrderable(schedule: MenuSchedule, now: Date): boolean {
  return orderabilityProblem(schedule, now) === null;
}

/** The 409 for asking more than is left; names the dish and what is left. */
export function notEnoughLeft(name: string, left: number, requested: number): ConflictException {
  if (left <= 0) return new ConflictException(`${name} is sold out.`);
  return new ConflictException(`Only ${left} ${left === 1 ? 'portion' : 'portions'} of ${name} left (you asked for ${requested}).`);
}

export function tooManyPortions(name: string): BadRequestException {
  return new BadRequestException(`You can order at most ${MAX_PORTIONS_PER_LINE} portions of ${name} at once.`);
}
