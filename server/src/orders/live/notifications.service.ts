import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Language } from '../../common/language';
import { NotificationDto } from '../dto/order.dto';
import { OrderEvent } from '../order-event.entity';
import { STATUS_MESSAGES } from '../order-rules';
import { Order } from '../order.entity';

const NOTIFICATION_LIMIT = 50;

/** The customer's notifications page: what happened to their orders, newest first. */
@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(OrderEvent) private readonly events: Repository<OrderEvent>) {}

  /** In `language`, the account's: the feed is read on the site, which shows the account's language. */
  async listMine(userId: number, language: Language): Promise<NotificationDto[]> {
    const rows = await this.events
      .createQueryBuilder('event')
      .innerJoin(Order, 'o', 'o.id = event.orderId')
      .select([
        'event.id AS id',
        'event.orderId AS orderId',
        'o.orderRefId AS orderRefId',
        'event.type AS type',
        'event.status AS status',
        'event.createdAt AS createdAt',
      ])
      .where('event.userId = :userId', { userId })
      .orderBy('event.createdAt', 'DESC')
      .addOrderBy('event.id', 'DESC')
      .limit(NOTIFICATION_LIMIT)
      .getRawMany<{
        id: number;
        orderId: string;
        orderRefId: string;
        type: OrderEvent['type'];
        status: OrderEvent['status'];
        createdAt: Date | string;
      }>();
    return rows.map((row) => ({
      id: Number(row.id),
      orderId: row.orderId,
      orderRefId: row.orderRefId,
      type: row.type,
      status: row.status,
      message: notificationMessage(row.type, row.status, row.orderRefId, language),
      createdAt: toIso(row.createdAt),
    }));
  }
}

const FEED_LINES: Record<Language, { placed: (orderRefId: string) => string; order: (orderRefId: string) => string }> = {
  en: { placed: (orderRefId) => `Order ${orderRefId} placed.`, order: (orderRefId) => `Order ${orderRefId}:` },
  hi: { placed: (orderRefId) => `ऑर्डर ${orderRefId} दिया गया।`, order: (orderRefId) => `ऑर्डर ${orderRefId}:` },
};

function notificationMessage(type: OrderEvent['type'], status: OrderEvent['status'], orderRefId: string, language: Language): string {
  const lines = FEED_LINES[language];
  if (type === 'PLACED') return `${lines.placed(orderRefId)} ${STATUS_MESSAGES[language].PENDING}`;
  return `${lines.order(orderRefId)} ${STATUS_MESSAGES[language][status]}`;
}

/** Raw rows bring dates as Date (MySQL) or as 'YYYY-MM-DD HH:MM:SS.SSS' UTC text (SQLite). */
function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}
