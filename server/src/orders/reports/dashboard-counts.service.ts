import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { rawNumber } from '../../database/raw-values';
import { MenuItemsService } from '../../dishes/menu-items.service';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';

export interface DashboardCounts {
  totalOrders: number;
  revenuePaise: number;
  ordersToday: number;
  inProgress: number;
  completed: number;
}

/**
 * Revenue is money the kitchen keeps: an online order's once it is PAID (a refund takes it out again), a cash
 * order's once it is DELIVERED (the cash was handed over). docs/decisions.md, 'Revenue'.
 */
const KEPT_MONEY = '(o.paymentStatus = :paid OR (o.paymentStatus IS NULL AND o.status = :delivered))';

/** The dashboard's figures, counted and summed by the database, never by loading every order. */
@Injectable()
export class DashboardCountsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly orderItems: Repository<OrderItem>,
    private readonly dishes: MenuItemsService,
  ) {}

  async dashboardCounts(today: { start: Date; end: Date }): Promise<DashboardCounts> {
    const row = await this.orders
      .createQueryBuilder('o')
      .select('COUNT(o.id)', 'totalOrders')
      .addSelect(`SUM(CASE WHEN ${KEPT_MONEY} THEN o.totalPaise ELSE 0 END)`, 'revenuePaise')
      .addSelect('SUM(CASE WHEN o.createdAt >= :start AND o.createdAt < :end THEN 1 ELSE 0 END)', 'ordersToday')
      .addSelect('SUM(CASE WHEN o.status = :preparing THEN 1 ELSE 0 END)', 'inProgress')
      .addSelect('SUM(CASE WHEN o.status = :delivered THEN 1 ELSE 0 END)', 'completed')
      .setParameters({ delivered: 'DELIVERED', preparing: 'PREPARING', paid: 'PAID', start: today.start, end: today.end })
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
    const rows = await this.orderItems
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .select('oi.menuItemId', 'menuId')
      .addSelect('SUM(oi.quantity)', 'portions')
      .where('o.status <> :cancelled', { cancelled: 'CANCELLED' })
      .groupBy('oi.menuItemId')
      .getRawMany<{ menuId: unknown; portions: unknown }>();
    if (rows.length === 0) return null;
    const names = await this.dishes.findByIds(rows.map((row) => rawNumber(row.menuId)));
    const ranked = rows
      .map((row) => ({ name: names.get(rawNumber(row.menuId))?.name, portions: rawNumber(row.portions) }))
      .filter((row): row is { name: string; portions: number } => row.name !== undefined)
      .sort((a, b) => b.portions - a.portions || a.name.localeCompare(b.name));
    return ranked[0]?.name ?? null;
  }

  async newestOrders(count: number): Promise<Order[]> {
    return this.orders.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: count });
  }
}
