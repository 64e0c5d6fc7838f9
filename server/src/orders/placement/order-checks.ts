import { Injectable } from '@nestjs/common';
import { MAX_PORTIONS_PER_LINE } from '../../cart/cart-limits';
import { notEnoughLeft, scheduleClosedProblem, tooManyPortions } from '../../cart/orderability';
import { Clock } from '../../common/clock';
import type { TaxPolicy } from '../../common/tax';
import { HoldsService } from '../../holds/holds.service';
import { KitchenSettingsService } from '../../kitchen-settings/kitchen-settings.service';
import { AppliedCode, PromotionUses } from '../../promotions/promotion-uses.service';
import { MenuSchedule } from '../../schedules/menu-schedule.entity';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { OrderPickup, OrderPickups } from '../order-pickups';
import { subtotalOf } from './order-pricing';
import { NormalizedOrderRequest } from './order-request';

/** An order request as checked before its transaction: what it orders, where it is picked up, its code and the tax. */
export interface CheckedOrder {
  schedules: Map<number, MenuSchedule>;
  pickups: OrderPickup[];
  code: AppliedCode | null;
  tax: TaxPolicy;
}

/**
 * Read and checked just before the order's transaction: a request bound to fail gets its precise 4xx without
 * opening one. On MySQL it also matters that no plain read precedes the stock updates (see PortionCounts).
 */
@Injectable()
export class OrderChecks {
  constructor(
    private readonly kitchen: KitchenSettingsService,
    private readonly stock: ScheduleStockService,
    private readonly holds: HoldsService,
    private readonly pickups: OrderPickups,
    private readonly promotions: PromotionUses,
    private readonly clock: Clock,
  ) {}

  async check(userId: number, request: NormalizedOrderRequest): Promise<CheckedOrder> {
    const tax = await this.kitchen.taxPolicy();
    const schedules = await this.stock.findManyWithDish(request.lines.map((line) => line.scheduleId));
    const held = await this.holds.heldFor(userId);
    const now = this.clock.now();
    for (const line of request.lines) this.checkLine(schedules.get(line.scheduleId), line.quantity, held.get(line.scheduleId) ?? 0, now);
    const pickups = await this.pickups.resolve(new Map(request.pickupSlots), [...schedules.values()]);
    const code = request.promotionCode
      ? await this.promotions.check(userId, request.promotionCode, subtotalOf(request, schedules, tax), now)
      : null;
    return { schedules, pickups, code, tax };
  }

  /** `held`: what the customer's own checkout hold keeps of this schedule for them. */
  private checkLine(schedule: MenuSchedule | undefined, quantity: number, held: number, now: Date): void {
    const problem = scheduleClosedProblem(schedule, now);
    if (problem) throw problem;
    const name = schedule!.menuItem!.name;
    if (quantity > MAX_PORTIONS_PER_LINE) throw tooManyPortions(name);
    const left = schedule!.availableQty + held;
    if (quantity > left) throw notEnoughLeft(name, left, quantity);
  }
}
