import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { rawNumber } from '../../database/raw-values';
import { OrderItem } from '../order-item.entity';
import { Order, OrderStatus } from '../order.entity';

/** An order line with what the review rules need to know about it. */
export interface OrderLineOwnership {
  orderItemId: number;
  orderId: string;
  userId: number;
  status: OrderStatus;
  menuItemId: number;
}

/** Who ordered a line and where its order stands: what the review rules ask before accepting a review. */
@Injectable()
export class OrderLineOwnershipService {
  constructor(@InjectRepository(OrderItem) private readonly orderItems: Repository<OrderItem>) {}

  async findOrderLine(orderItemId: number): Promise<OrderLineOwnership | null> {
    const row = await this.orderItems
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .select('oi.id', 'orderItemId')
      .addSelect('o.id', 'orderId')
      .addSelect('o.userId', 'userId')
      .addSelect('o.status', 'status')
      .addSelect('oi.menuItemId', 'menuItemId')
      .where('oi.id = :orderItemId', { orderItemId })
      .getRawOne<Record<string, unknown>>();
    if (!row) return null;
    return {
      orderItemId: rawNumber(row.orderItemId),
      orderId: String(row.orderId),
      userId: rawNumber(row.userId),
      status: row.status as OrderStatus,
      menuItemId: rawNumber(row.menuItemId),
    };
  }
}
