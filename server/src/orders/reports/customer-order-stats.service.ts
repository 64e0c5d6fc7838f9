import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { rawInstant, rawNumber } from '../../database/raw-values';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
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

type Sortable = Omit<CustomerAggregate, 'lastOrderDate'> & { lastOrderDate: number };

const text = (value: string) => value.toLowerCase();
const SORT_KEYS: Record<CustomerSortField, (row: Sortable) => string | number> = {
  id: (row) => row.id,
  name: (row) => text(row.name),
  email: (row) => text(row.email),
  phone: (row) => row.phone,
  orderCount: (row) => row.orderCount,
  lastOrderDate: (row) => row.lastOrderDate,
  status: (row) => row.status,
};

/** The name shown for a customer: the account name, or the part of the e-mail before @ when it is blank. */
function shownName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() ? user.name : user.email.slice(0, Math.max(0, user.email.indexOf('@')));
}

/**
 * The admin's customer list: one row per user who ordered. Counts and dates are computed by the database from
 * the orders; names, e-mails and phones are asked of the users module, so the sorting by them happens here.
 */
@Injectable()
export class CustomerOrderStatsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly users: UsersService,
  ) {}

  /** One row per user who placed at least one order (cancelled ones count: the customer still ordered). */
  async findCustomers(query: CustomerQuery): Promise<{ rows: CustomerAggregate[]; total: number }> {
    const rows = await this.customerRows(query.activeSince, query);
    const key = SORT_KEYS[query.sortField];
    const direction = query.sortOrder === 'DESC' ? -1 : 1;
    rows.sort((a, b) => {
      const [left, right] = [key(a), key(b)];
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      return direction * order || a.id - b.id;
    });
    return { rows: rows.slice(query.skip, query.skip + query.take).map(toAggregate), total: rows.length };
  }

  async findCustomer(userId: number, activeSince: Date): Promise<CustomerAggregate | null> {
    const [row] = await this.customerRows(activeSince, { ids: [userId] });
    return row ? toAggregate(row) : null;
  }

  private async customerRows(activeSince: Date, { search, ids }: Pick<CustomerQuery, 'search' | 'ids'>): Promise<Sortable[]> {
    const query = this.orders
      .createQueryBuilder('o')
      .select('o.userId', 'userId')
      .addSelect('COUNT(o.id)', 'orderCount')
      .addSelect('MAX(o.createdAt)', 'lastOrderDate')
      .groupBy('o.userId');
    if (ids) query.andWhere(ids.length > 0 ? 'o.userId IN (:...ids)' : '1 = 0', { ids });
    if (search) {
      const matching = await this.users.idsMatching(search);
      query.andWhere(matching.length > 0 ? 'o.userId IN (:...matching)' : '1 = 0', { matching });
    }
    const counted = await query.getRawMany<Record<string, unknown>>();
    const accounts = await this.users.findByIds(counted.map((row) => rawNumber(row.userId)));
    return counted.flatMap((row) => {
      const user = accounts.get(rawNumber(row.userId));
      if (!user) return [];
      const lastOrderDate = rawInstant(row.lastOrderDate);
      return [
        {
          id: user.id,
          email: user.email,
          name: shownName(user),
          phone: user.phone?.trim() ? user.phone : 'N/A',
          orderCount: rawNumber(row.orderCount),
          lastOrderDate: lastOrderDate.getTime(),
          status: lastOrderDate.getTime() >= activeSince.getTime() ? 'Active' : 'Inactive',
        },
      ];
    });
  }
}

function toAggregate(row: Sortable): CustomerAggregate {
  return { ...row, lastOrderDate: new Date(row.lastOrderDate) };
}
