import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OrderHistory } from '../common/order-history';
import { OrderItem } from './order-item.entity';

/** Answers the dishes and schedules modules' "was it ever ordered?" from the order lines. */
@Injectable()
export class OrderHistoryService extends OrderHistory {
  constructor(@InjectRepository(OrderItem) private readonly lines: Repository<OrderItem>) {
    super();
  }

  isDishOrdered(menuItemId: number): Promise<boolean> {
    return this.lines.exists({ where: { menuItemId } });
  }

  isScheduleOrdered(scheduleId: number): Promise<boolean> {
    return this.lines.exists({ where: { scheduleId } });
  }
}
