import { Injectable } from '@nestjs/common';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import type { Order } from './order.entity';

/**
 * Gives loaded order lines their schedule (cook date, pickup window) and dish (photos), asked of the schedules
 * module rather than joined from its tables.
 */
@Injectable()
export class OrderLines {
  constructor(private readonly stock: ScheduleStockService) {}

  async attach<T extends Order>(orders: T[]): Promise<T[]> {
    const items = orders.flatMap((order) => order.items ?? []);
    const schedules = await this.stock.findManyWithDish(items.map((item) => item.scheduleId));
    for (const item of items) {
      const schedule = schedules.get(item.scheduleId);
      if (schedule) Object.assign(item, { schedule, menuItem: schedule.menuItem });
    }
    return orders;
  }
}
