import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { localDayBounds } from '../../common/kitchen-time';
import { enumFilter, filterText, idFilter, ListQuery } from '../../common/simple-rest';
import { AppConfig } from '../../config/app-config';
import { containsPattern, LIKE_ESCAPE } from '../../common/like-pattern';
import { AdminOrderDto } from '../dto/order.dto';
import { ordersCsv } from './orders-csv';
import { mapAdminOrder } from '../order.mapper';
import { ORDER_STATUSES, Order, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order.entity';
import { commonError } from '../../common/common.exception';
import { OrderLines } from '../order-lines';

export const ADMIN_ORDER_SORT_FIELDS = [
  'id',
  'orderRefId',
  'createdAt',
  'date',
  'status',
  'total',
  'customerName',
  'customer',
  'paymentMethod',
  'paymentStatus',
  'pickupAt',
] as const;

const SORT_COLUMNS: Record<(typeof ADMIN_ORDER_SORT_FIELDS)[number], string> = {
  id: 'o.id',
  orderRefId: 'o.orderRefId',
  createdAt: 'o.createdAt',
  date: 'o.createdAt',
  status: 'o.status',
  total: 'o.totalPaise',
  customerName: 'o.customerName',
  customer: 'o.customerEmail',
  paymentMethod: 'o.paymentMethod',
  paymentStatus: 'o.paymentStatus',
  pickupAt: 'o.pickupAt',
};

/** More rows than this in one CSV export is a mistake, not a report. */
const CSV_ROW_LIMIT = 10_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The admin console's order list: filters, sort, pages and a CSV export of the same selection. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly config: AppConfig,
    private readonly lines: OrderLines,
  ) {}

  async list(query: ListQuery): Promise<{ rows: AdminOrderDto[]; total: number }> {
    const [orders, total] = await this.filtered(query).skip(query.skip).take(query.take).getManyAndCount();
    return { rows: await this.withItems(orders), total };
  }

  async exportCsv(query: ListQuery): Promise<string> {
    const orders = await this.filtered(query).take(CSV_ROW_LIMIT).getMany();
    return ordersCsv(await this.loaded(orders), this.config.kitchenTimeZone);
  }

  private filtered(query: ListQuery): SelectQueryBuilder<Order> {
    const builder = this.orders.createQueryBuilder('o');
    const statuses = enumFilter(query.filter.status, 'status', ORDER_STATUSES);
    if (statuses) builder.andWhere(statuses.length ? 'o.status IN (:...statuses)' : '1 = 0', { statuses });
    const methods = enumFilter(query.filter.paymentMethod, 'paymentMethod', PAYMENT_METHODS);
    if (methods) builder.andWhere(methods.length ? 'o.paymentMethod IN (:...methods)' : '1 = 0', { methods });
    const paymentStatuses = enumFilter(query.filter.paymentStatus, 'paymentStatus', PAYMENT_STATUSES);
    if (paymentStatuses)
      builder.andWhere(paymentStatuses.length ? 'o.paymentStatus IN (:...paymentStatuses)' : '1 = 0', { paymentStatuses });
    const text = filterText(query.filter, 'q');
    if (text) {
      builder.andWhere(
        `(LOWER(o.orderRefId) LIKE :pattern ESCAPE '${LIKE_ESCAPE}' OR LOWER(o.customerName) LIKE :pattern ESCAPE '${LIKE_ESCAPE}'` +
          ` OR LOWER(o.customerEmail) LIKE :pattern ESCAPE '${LIKE_ESCAPE}' OR LOWER(o.id) LIKE :pattern ESCAPE '${LIKE_ESCAPE}')`,
        { pattern: containsPattern(text) },
      );
    }
    const pickupAt = filterText(query.filter, 'pickupAt');
    if (pickupAt !== undefined) {
      if (Number.isNaN(Date.parse(pickupAt)))
        throw commonError('INVALID_LIST_QUERY', 'filter pickupAt must be a date and time, e.g. 2026-11-24T07:15:00.000Z');
      builder.andWhere('o.pickupAt = :pickupAt', { pickupAt: new Date(pickupAt) });
    }
    const from = dateFilter(query.filter, 'from');
    if (from) builder.andWhere('o.createdAt >= :fromInstant', { fromInstant: localDayBounds(from, this.config.kitchenTimeZone).start });
    const to = dateFilter(query.filter, 'to');
    if (to) builder.andWhere('o.createdAt < :toInstant', { toInstant: localDayBounds(to, this.config.kitchenTimeZone).end });
    const customers = idFilter(query.filter.customerId);
    if (customers) builder.andWhere(customers.length ? 'o.userId IN (:...customers)' : '1 = 0', { customers });
    const ids = query.filter.id;
    if (ids !== undefined) {
      const list = (Array.isArray(ids) ? ids : [ids]).map(String);
      builder.andWhere(list.length ? 'o.id IN (:...ids)' : '1 = 0', { ids: list });
    }
    const column = SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS];
    return builder.orderBy(column, query.sortOrder).addOrderBy('o.id', query.sortOrder);
  }

  private async withItems(orders: Order[]): Promise<AdminOrderDto[]> {
    return (await this.loaded(orders)).map(mapAdminOrder);
  }

  /** The orders again, in the same order, with their lines and the lines' schedules and dishes. */
  private async loaded(orders: Order[]): Promise<Order[]> {
    if (orders.length === 0) return [];
    const loaded = await this.lines.attach(
      await this.orders.find({ where: { id: In(orders.map((order) => order.id)) }, relations: { items: true } }),
    );
    const byId = new Map(loaded.map((order) => [order.id, order]));
    return orders.map((order) => byId.get(order.id)!);
  }
}

/** A filter on one of a column's fixed values (one or a list, any case); an unknown value is a 400 naming the choices. */

function dateFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const text = filterText(filter, key);
  if (text === undefined) return undefined;
  const date = text.slice(0, 10);
  if (!DATE_PATTERN.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw commonError('INVALID_LIST_QUERY', `filter ${key} must be a date YYYY-MM-DD`);
  }
  return date;
}
