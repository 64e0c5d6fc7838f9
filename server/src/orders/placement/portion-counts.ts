import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { notEnoughLeft, scheduleClosedProblem } from '../../cart/orderability';
import { CustomerLimits } from '../../customer-limits/customer-limits.service';
import { HoldsService } from '../../holds/holds.service';
import { PromotionUses } from '../../promotions/promotion-uses.service';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { orderError } from '../order.exception';
import { OrderPickups } from '../order-pickups';
import { CheckedOrder } from './order-checks';
import { NormalizedOrderRequest } from './order-request';

/**
 * Inside the order's transaction, everything an order counts against with conditional updates: the customer's hold
 * taken over, the portions, the per-customer limit, the pickup slots and the promotion's uses. Any refusal rolls the
 * whole order back with a 409 that names what ran out, so concurrent buyers never pass a count together.
 */
@Injectable()
export class PortionCounts {
  constructor(
    private readonly holds: HoldsService,
    private readonly stock: ScheduleStockService,
    private readonly limits: CustomerLimits,
    private readonly pickups: OrderPickups,
    private readonly promotions: PromotionUses,
  ) {}

  async takeWithin(
    manager: EntityManager,
    userId: number,
    orderId: string,
    request: NormalizedOrderRequest,
    checked: CheckedOrder,
    now: Date,
  ): Promise<void> {
    const claimed = await this.holds.claimWithin(manager, userId, now);
    const ordered = new Map(request.lines.map((line) => [line.scheduleId, line.quantity]));
    // One pass in schedule-id order (so buyers lock stock rows in one order): the customer's held portions of a
    // line become sold first, the rest is taken from what is for sale, and held portions not ordered go back.
    for (const scheduleId of [...new Set([...ordered.keys(), ...claimed.quantities.keys()])].sort((a, b) => a - b)) {
      const quantity = ordered.get(scheduleId) ?? 0;
      const held = claimed.quantities.get(scheduleId) ?? 0;
      const fromHold = claimed.live ? Math.min(held, quantity) : 0;
      if (held > fromHold) await this.stock.releaseHeld(scheduleId, held - fromHold, now, manager);
      if (fromHold > 0 && !(await this.stock.takeHeld(scheduleId, fromHold, now, manager)))
        throw await this.whyNotTaken(manager, scheduleId, quantity, now);
      if (quantity > fromHold && !(await this.stock.take(scheduleId, quantity - fromHold, now, manager))) {
        throw await this.whyNotTaken(manager, scheduleId, quantity - fromHold, now);
      }
      if (quantity > 0) {
        const schedule = checked.schedules.get(scheduleId)!;
        await this.limits.count(manager, userId, schedule, quantity, schedule.menuItem!.name);
      }
    }
    await this.pickups.takeWithin(manager, checked.pickups);
    if (checked.code) await this.promotions.useWithin(manager, userId, orderId, checked.code, now);
  }

  /** The conditional update refused: someone else got there first. Say what is left now. */
  private async whyNotTaken(manager: EntityManager, scheduleId: number, quantity: number, now: Date): Promise<Error> {
    const schedule = await this.stock.findWithDish(scheduleId, manager);
    const problem = scheduleClosedProblem(schedule, now);
    if (problem) return problem;
    if (quantity > schedule!.availableQty) return notEnoughLeft(schedule!.menuItem.name, schedule!.availableQty, quantity);
    return orderError('ORDER_STOCK_CHANGED', schedule!.menuItem.name);
  }
}
