import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../common/like-pattern';
import { rawInstant, rawNumber } from '../../database/raw-values';
import { User } from '../../users/user.entity';
import { Order } from '../order.entity';

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
  /** Only these users (react-admin getMany); an empty list matches nobody. */
  ids?: number[];
  sortField: CustomerSortField;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
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
 * The admin's customer list: one row per user who ordered, with counts and dates computed by the
 * database (a read-only report joining users for their names; users are written only by UsersService).
 */
@Injectable()
export class CustomerOrderStatsService {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** One row per user who placed at least one order (cancelled ones count: the customer still ordered). */
  async findCustomers(query: CustomerQuery): Promise<{ rows: CustomerAggregate[]; total: number }> {
    const rows = await this.customerRows(query.activeSince, query)
      .orderBy(CUSTOMER_SORT_EXPRESSIONS[query.sortField], query.sortOrder)
      .addOrderBy('u.id', 'ASC')
      .offset(query.skip)
      .limit(query.take)
      .getRawMany<Record<string, unknown>>();
    const counted = await this.withSearch(
      this.orders.createQueryBuilder('o').innerJoin(User, 'u', 'u.id = o.userId').select('COUNT(DISTINCT u.id)', 'total'),
      query,
    ).getRawOne<{ total: unknown }>();
    return { rows: rows.map(mapCustomerRow), total: rawNumber(counted?.total) };
  }

  async findCustomer(userId: number, activeSince: Date): Promise<CustomerAggregate | null> {
    const row = await this.customerRows(activeSince).where('u.id = :userId', { userId }).getRawOne<Record<string, unknown>>();
    return row ? mapCustomerRow(row) : null;
  }

  private customerRows(activeSince: Date, filters: Pick<CustomerQuery, 'search' | 'ids'> = {}): SelectQueryBuilder<Order> {
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
    return this.withSearch(query, filters);
  }

  /** Case-insensitive on both databases: both sides lower-cased, whatever the column collation. */
  private withSearch<T extends SelectQueryBuilder<Order>>(query: T, { search, ids }: Pick<CustomerQuery, 'search' | 'ids'>): T {
    if (ids) query.andWhere(ids.length > 0 ? 'u.id IN (:...ids)' : '1 = 0', { ids });
    if (!search) return query;
    return query.andWhere(`(LOWER(${CUSTOMER_NAME}) LIKE :search ESCAPE '${LIKE_ESCAPE}' OR LOWER(u.email) LIKE :search ESCAPE '${LIKE_ESCAPE}')`, {
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
