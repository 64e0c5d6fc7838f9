import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { rawInstant, rawNumber } from '../../database/raw-values';
import { OrderEvent } from '../order-event.entity';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';

export interface RemindableOrder {
  orderId: string;
  orderRefId: string;
  userId: number;
  pickupAt: Date | null;
}

/** Statuses of an order the customer is still going to collect. */
const TO_COLLECT = ['PENDING', 'PREPARING', 'READY'];

/** Who to remind of what: the questions the kitchen's reminders (closing soon, pickup, review) ask of orders. */
@Injectable()
export class ReminderAudienceService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderEvent) private readonly events: Repository<OrderEvent>,
  ) {}

  /** Customers with a live (not cancelled) order of any of these schedules. */
  async customersWhoOrdered(scheduleIds: number[]): Promise<Set<number>> {
    if (scheduleIds.length === 0) return new Set();
    const rows = await this.orders
      .createQueryBuilder('o')
      .innerJoin(OrderItem, 'oi', 'oi.orderId = o.id')
      .select('DISTINCT o.userId', 'userId')
      .where('oi.scheduleId IN (:...scheduleIds)', { scheduleIds })
      .andWhere('o.status <> :cancelled', { cancelled: 'CANCELLED' })
      .getRawMany<{ userId: unknown }>();
    return new Set(rows.map((row) => rawNumber(row.userId)));
  }

  /** Orders still to collect whose first pickup starts in [from, to). */
  async pickupsStarting(from: Date, to: Date): Promise<RemindableOrder[]> {
    const rows = await this.orders
      .createQueryBuilder('o')
      .select(['o.id AS orderId', 'o.orderRefId AS orderRefId', 'o.userId AS userId', 'o.pickupAt AS pickupAt'])
      .where('o.pickupAt >= :from AND o.pickupAt < :to', { from, to })
      .andWhere('o.status IN (:...statuses)', { statuses: TO_COLLECT })
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      orderId: String(row.orderId),
      orderRefId: String(row.orderRefId),
      userId: rawNumber(row.userId),
      pickupAt: rawInstant(row.pickupAt),
    }));
  }

  /** Orders marked delivered in [from, to) that are still delivered. */
  async deliveredBetween(from: Date, to: Date): Promise<RemindableOrder[]> {
    const rows = await this.events
      .createQueryBuilder('event')
      .innerJoin(Order, 'o', 'o.id = event.orderId')
      .select(['o.id AS orderId', 'o.orderRefId AS orderRefId', 'o.userId AS userId'])
      .where('event.status = :delivered AND o.status = :delivered', { delivered: 'DELIVERED' })
      .andWhere('event.createdAt >= :from AND event.createdAt < :to', { from, to })
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      orderId: String(row.orderId),
      orderRefId: String(row.orderRefId),
      userId: rawNumber(row.userId),
      pickupAt: null,
    }));
  }
}
