import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotificationDto } from './dto/order.dto';
import { OrderEvent } from './order-event.entity';
import { STATUS_MESSAGES } from './order-rules';
import { Order } from './order.entity';

const NOTIFICATION_LIMIT = 50;

/** The customer's notifications page: what happened to their orders, newest first. */
@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(OrderEvent) private readonly events: Repository<OrderEvent>) {}

  async listMine(userId: number): Promise<NotificationDto[]> {
    const rows = await this.events
      .createQueryBuilder('event')
      .innerJoin(Order, 'o', 'o.id = event.orderId')
      .select(['event.id AS id', 'event.orderId AS orderId', 'o.orderRefId AS orderRefId', 'event.type AS type', 'event.status AS status', 'event.createdAt AS createdAt'])
      .where('event.userId = :userId', { userId })
      .orderBy('event.createdAt', 'DESC')
      .addOrderBy('event.id', 'DESC')
      .limit(NOTIFICATION_LIMIT)
      .getRawMany<{ id: number; orderId: string; orderRefId: string; type: OrderEvent['type']; status: OrderEvent['status']; createdAt: Date | string }>();
    return rows.map((row) => ({
      id: Number(row.id),
      orderId: row.orderId,
      orderRefId: row.orderRefId,
      type: row.type,
      status: row.status,
      message: notificationMessage(row.type, row.status, row.orderRefId),
      createdAt: toIso(row.createdAt),
    }));
  }
}

function notificationMessage(type: OrderEvent['type'], status: OrderEvent['status'], orderRefId: string): string {
  if (type === 'PLACED') return `Order ${orderRefId} placed. ${STATUS_MESSAGES.PENDING}`;
  return `Order ${orderRefId}: ${STATUS_MESSAGES[status]}`;
}

/** Raw rows bring dates as Date (MySQL) or as 'YYYY-MM-DD HH:MM:SS.SSS' UTC text (SQLite). */
function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}
