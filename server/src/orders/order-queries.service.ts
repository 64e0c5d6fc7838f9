import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { MenuItem } from '../menus/menu-item.entity';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { User } from '../users/user.entity';
import { Order, OrderStatus, PaymentMethod } from './order.entity';
import { OrderItem } from './order-item.entity';

/** An order line with what the review rules need to know about it. */
export interface OrderLineOwnership {
  orderItemId: number;
  orderId: string;
  userId: number;
  status: OrderStatus;
  menuItemId: number;
}

export type CustomerStatus = 'Active' | 'Inactive';

export interface CustomerAggregate {
  id: number;
  email: string;
  name: string;
  phone: string;
  orderCount: number;
  lastOrderDate: Date;
  status: CustomerStatus;
}

export const CUSTOMER_SORT_FIELDS = ['id', 'name', 'email', 'phone', 'orderCount', 'lastOrderDate', 'status'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export interface CustomerQuery {
  /** Orders placed at or after this instant make the customer Active. */
  activeSince: Date;
  search?: string;
  sortField: CustomerSortField;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

export interface DashboardCounts {
  totalOrders: number;
  revenuePaise: number;
  ordersToday: number;
  inProgress: number;
  completed: number;
}

export interface ProductionWindowRow {
  menuId: number;
  menuName: string;
  pickupFrom: Date;
  pickupTo: Date;
  quantity: number;
}

export interface ProductionLineRow {
  orderId: string;
  orderRefId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  itemName: string;
  quantity: number;
  totalPaise: number;
  pickupFrom: Date;
  pickupTo: Date;
}

/** A datetime read by a raw query: SQLite answers 'YYYY-MM-DD HH:MM:SS.SSS' (UTC text), MySQL a Date. */
export function rawInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** Counts and sums come back as strings from MySQL (bigint, decimal) and as null over no rows. */
function rawNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A LIKE pattern matching `text` anywhere, with the wildcard characters taken literally (escape '!'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

// The same expressions on SQLite and MySQL/MariaDB: TRIM, COALESCE, SUBSTR and INSTR exist in both.
const CUSTOMER_NAME = `CASE WHEN TRIM(COALESCE(u.name, '')) = '' THEN SUBSTR(u.email, 1, INSTR(u.email, '@') - 1) ELSE u.name END`;
const CUSTOMER_PHONE = `CASE WHEN TRIM(COALESCE(u.phone, '')) = '' THEN 'N/A' ELSE u.phone END`;
const LAST_ORDER = 'MAX(o.createdAt)';
const CUSTOMER_STATUS = `CASE WHEN ${LAST_ORDER} >= :activeSince THEN 'Active' ELSE 'Inactive' END`;

const CUSTOMER_SORT_EXPRESSIONS: Record<CustomerSortField, string> = {
  id: 'u.id',
  // Lower-cased so SQLite (binary order) sorts like MySQL's case-insensitive collation.
  name: `LOWER(${CUSTOMER_NAME})`,
  email: 'LOWER(u.email)',
  phone: CUSTOMER_PHONE,
  orderCount: 'COUNT(o.id)',
  lastOrderDate: LAST_ORDER,
  status: CUSTOMER_STATUS,
};

/**
 * Read-only questions about orders asked by reviews, customers, the dashboard and the production sheet.
 * Everything that can be counted or summed is computed by the database, never by loading every order.
 */
@Injectable()
export class OrderQueriesService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly orderItems: Repository<OrderItem>,
  ) {}

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

  /** One row per user who placed at least one order (cancelled ones count: the customer still ordered). */
  async findCustomers(query: CustomerQuery): Promise<{ rows: CustomerAggregate[]; total: number }> {
    const rows = await this.customerRows(query.activeSince, query.search)
      .orderBy(CUSTOMER_SORT_EXPRESSIONS[query.sortField], query.sortOrder)
      .addOrderBy('u.id', 'ASC')
      .offset(query.skip)
      .limit(query.take)
      .getRawMany<Record<string, unknown>>();
    const counted = await this.withSearch(
      this.orders.createQueryBuilder('o').innerJoin(User, 'u', 'u.id = o.userId').select('COUNT(DISTINCT u.id)', 'total'),
      query.search,
    ).getRawOne<{ total: unknown }>();
    return { rows: rows.map(mapCustomerRow), total: rawNumber(counted?.total) };
  }

  async findCustomer(userId: number, activeSince: Date): Promise<CustomerAggregate | null> {
    const row = await this.customerRows(activeSince).where('u.id = :userId', { userId }).getRawOne<Record<string, unknown>>();
    return row ? mapCustomerRow(row) : null;
  }

  async dashboardCounts(today: { start: Date; end: Date }): Promise<DashboardCounts> {
    const row = await this.orders
      .createQueryBuilder('o')
      .select('COUNT(o.id)', 'totalOrders')
      .addSelect('SUM(CASE WHEN o.status = :delivered THEN o.totalPaise ELSE 0 END)', 'revenuePaise')
      .addSelect('SUM(CASE WHEN o.createdAt >= :start AND o.createdAt < :end THEN 1 ELSE 0 END)', 'ordersToday')
      .addSelect('SUM(CASE WHEN o.status = :preparing THEN 1 ELSE 0 END)', 'inProgress')
      .addSelect('SUM(CASE WHEN o.status = :delivered THEN 1 ELSE 0 END)', 'completed')
      .setParameters({ delivered: 'DELIVERED', preparing: 'PREPARING', start: today.start, end: today.end })
      .getRawOne<Record<string, unknown>>();
    return {
      totalOrders: rawNumber(row?.totalOrders),
      revenuePaise: rawNumber(row?.revenuePaise),
      ordersToday: rawNumber(row?.ordersToday),
      inProgress: rawNumber(row?.inProgress),
      completed: rawNumber(row?.completed),
    };
  }

  /** The dish ordered in the largest total quantity over orders that were not cancelled; ties go to the name first in order. */
  async popularDishName(): Promise<string | null> {
    const row = await this.orderItems
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .innerJoin(MenuItem, 'm', 'm.id = oi.menuItemId')
      .select('m.name', 'name')
      .where('o.status <> :cancelled', { cancelled: 'CANCELLED' })
      .groupBy('oi.menuItemId')
      .addGroupBy('m.name')
      .orderBy('SUM(oi.quantity)', 'DESC')
      .addOrderBy('m.name', 'ASC')
      .limit(1)
      .getRawOne<{ name: string }>();
    return row?.name ?? null;
  }

  async newestOrders(count: number): Promise<Order[]> {
    return this.orders.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: count });
  }

  /** Portions per dish and pickup window for one cook date, cancelled orders left out. */
  async productionWindows(cookDate: string): Promise<ProductionWindowRow[]> {
    const rows = await this.productionBase(cookDate)
      .innerJoin(MenuItem, 'm', 'm.id = oi.menuItemId')
      .select('oi.menuItemId', 'menuId')
      .addSelect('m.name', 'menuName')
      .addSelect('s.pickupFrom', 'pickupFrom')
      .addSelect('s.pickupTo', 'pickupTo')
      .addSelect('SUM(oi.quantity)', 'quantity')
      .groupBy('oi.menuItemId')
      .addGroupBy('m.name')
      .addGroupBy('s.pickupFrom')
      .addGroupBy('s.pickupTo')
      .orderBy('m.name', 'ASC')
      .addOrderBy('oi.menuItemId', 'ASC')
      .addOrderBy('s.pickupFrom', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      menuId: rawNumber(row.menuId),
      menuName: String(row.menuName),
      pickupFrom: rawInstant(row.pickupFrom),
      pickupTo: rawInstant(row.pickupTo),
      quantity: rawNumber(row.quantity),
    }));
  }

  /** Every line to hand over on one cook date, with its order's contact and payment details. */
  async productionLines(cookDate: string): Promise<ProductionLineRow[]> {
    const rows = await this.productionBase(cookDate)
      .select('o.id', 'orderId')
      .addSelect('o.orderRefId', 'orderRefId')
      .addSelect('o.customerName', 'customerName')
      .addSelect('o.customerEmail', 'customerEmail')
      .addSelect('o.customerPhone', 'customerPhone')
      .addSelect('o.paymentMethod', 'paymentMethod')
      .addSelect('o.status', 'status')
      .addSelect('oi.menuName', 'itemName')
      .addSelect('oi.quantity', 'quantity')
      .addSelect('oi.totalPaise', 'totalPaise')
      .addSelect('s.pickupFrom', 'pickupFrom')
      .addSelect('s.pickupTo', 'pickupTo')
      .orderBy('s.pickupFrom', 'ASC')
      .addOrderBy('o.orderRefId', 'ASC')
      .addOrderBy('oi.id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      orderId: String(row.orderId),
      orderRefId: String(row.orderRefId),
      customerName: String(row.customerName ?? ''),
      customerEmail: String(row.customerEmail ?? ''),
      customerPhone: row.customerPhone === null || row.customerPhone === undefined ? null : String(row.customerPhone),
      paymentMethod: row.paymentMethod as PaymentMethod,
      status: row.status as OrderStatus,
      itemName: String(row.itemName),
      quantity: rawNumber(row.quantity),
      totalPaise: rawNumber(row.totalPaise),
      pickupFrom: rawInstant(row.pickupFrom),
      pickupTo: rawInstant(row.pickupTo),
    }));
  }

  private productionBase(cookDate: string): SelectQueryBuilder<OrderItem> {
    return this.orderItems
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .innerJoin(MenuSchedule, 's', 's.id = oi.scheduleId')
      .where('s.cookDate = :cookDate', { cookDate })
      .andWhere('o.status <> :cancelled', { cancelled: 'CANCELLED' });
  }

  private customerRows(activeSince: Date, search?: string): SelectQueryBuilder<Order> {
    const query = this.orders
      .createQueryBuilder('o')
      .innerJoin(User, 'u', 'u.id = o.userId')
      .select('u.id', 'id')
      .addSelect('u.email', 'email')
      .addSelect(CUSTOMER_NAME, 'name')
      .addSelect(CUSTOMER_PHONE, 'phone')
      .addSelect('COUNT(o.id)', 'orderCount')
      .addSelect(LAST_ORDER, 'lastOrderDate')
      .addSelect(CUSTOMER_STATUS, 'status')
      .setParameter('activeSince', activeSince)
      .groupBy('u.id')
      .addGroupBy('u.email')
      .addGroupBy('u.name')
      .addGroupBy('u.phone');
    return this.withSearch(query, search);
  }

  /** Case-insensitive on both databases: both sides lower-cased, whatever the column collation. */
  private withSearch<T extends SelectQueryBuilder<Order>>(query: T, search?: string): T {
    if (!search) return query;
    return query.andWhere(`(LOWER(${CUSTOMER_NAME}) LIKE :search ESCAPE '!' OR LOWER(u.email) LIKE :search ESCAPE '!')`, {
      search: containsPattern(search),
    }) as T;
  }
}

function mapCustomerRow(row: Record<string, unknown>): CustomerAggregate {
  return {
    id: rawNumber(row.id),
    email: String(row.email),
    name: String(row.name),
    phone: String(row.phone),
    orderCount: rawNumber(row.orderCount),
    lastOrderDate: rawInstant(row.lastOrderDate),
    status: row.status === 'Active' ? 'Active' : 'Inactive',
  };
}
