import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository } from 'typeorm';
import { DishOrders } from '../../dishes/dish-orders.port';
import { CustomerOrders } from '../../promotions/customer-orders.port';
import { ScheduleOrders } from '../../schedules/schedule-orders.port';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';

/**
 * Answers the lower modules' questions about orders through the ports they own (DishOrders, ScheduleOrders,
 * CustomerOrders): was a dish or schedule ever ordered, how many portions stand, has a customer ordered.
 */
@Injectable()
export class OrderHistoryService implements DishOrders, ScheduleOrders, CustomerOrders {
  constructor(@InjectRepository(OrderItem) private readonly lines: Repository<OrderItem>) {}

  isDishOrdered(menuItemId: number): Promise<boolean> {
    return this.lines.exists({ where: { menuItemId } });
  }

  isScheduleOrdered(scheduleId: number): Promise<boolean> {
    return this.lines.exists({ where: { scheduleId } });
  }

  hasLiveOrders(userId: number, manager?: EntityManager): Promise<boolean> {
    const orders = manager ? manager.getRepository(Order) : this.lines.manager.getRepository(Order);
    return orders.exists({ where: { userId, status: Not('CANCELLED') } });
  }

  async portionsOrdered(scheduleIds: number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.lines
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .select('oi.scheduleId', 'scheduleId')
      .addSelect('SUM(oi.quantity)', 'portions')
      .where('oi.scheduleId IN (:...scheduleIds)', { scheduleIds })
      .andWhere('o.status <> :cancelled', { cancelled: 'CANCELLED' })
      .groupBy('oi.scheduleId')
      .getRawMany<{ scheduleId: unknown; portions: unknown }>();
    return new Map(rows.map((row) => [Number(row.scheduleId), Number(row.portions)]));
  }
}
