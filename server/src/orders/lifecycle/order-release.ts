import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CustomerLimits } from '../../customer-limits/customer-limits.service';
import { PromotionUses } from '../../promotions/promotion-uses.service';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import { OrderEvent } from '../order-event.entity';
import type { Order } from '../order.entity';
import { OrderPickups } from '../order-pickups';

/** What a cancelled order gives back, inside the cancelling transaction, whoever cancels it. */
@Injectable()
export class OrderRelease {
  constructor(
    private readonly stock: ScheduleStockService,
    private readonly limits: CustomerLimits,
    private readonly pickups: OrderPickups,
    private readonly promotions: PromotionUses,
  ) {}

  /** The portions go back to stock (unless delivered), the limit, the slots and a code's use are given back, the customer's feed told. */
  async releaseWithin(manager: EntityManager, order: Order, userId: number, now: Date, returnStock = true): Promise<void> {
    const lines = [...(order.items ?? [])].sort((a, b) => a.scheduleId - b.scheduleId);
    for (const line of lines) {
      if (returnStock) await this.stock.giveBack(line.scheduleId, line.quantity, now, manager);
      await this.limits.uncount(manager, userId, line.scheduleId, line.quantity);
    }
    await this.pickups.releaseWithin(manager, lines);
    await this.promotions.giveBackWithin(manager, order.id, now);
    await manager.getRepository(OrderEvent).insert({ orderId: order.id, userId, type: 'CANCELLED', status: 'CANCELLED', createdAt: now });
  }
}
