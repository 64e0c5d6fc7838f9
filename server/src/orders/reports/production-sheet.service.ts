import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { rawInstant, rawNumber } from '../../database/raw-values';
import { MenuItem } from '../../dishes/menu-item.entity';
import { MenuSchedule } from '../../schedules/menu-schedule.entity';
import { OrderItem } from '../order-item.entity';
import { Order, OrderStatus, PaymentMethod } from '../order.entity';

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

/** A line's pickup: its chosen slot, else its schedule's window; the sheet groups and sorts by it. */
const PICKUP_FROM = 'COALESCE(oi.slotFrom, s.pickupFrom)';
const PICKUP_TO = 'COALESCE(oi.slotTo, s.pickupTo)';

/** What the kitchen cooks and hands over on one cook date: the production sheet's two tables. */
@Injectable()
export class ProductionSheetService {
  constructor(@InjectRepository(OrderItem) private readonly orderItems: Repository<OrderItem>) {}

  /** Portions per dish and pickup window for one cook date, cancelled orders left out. */
  async productionWindows(cookDate: string): Promise<ProductionWindowRow[]> {
    const rows = await this.productionBase(cookDate)
      .innerJoin(MenuItem, 'm', 'm.id = oi.menuItemId')
      .select('oi.menuItemId', 'menuId')
      .addSelect('m.name', 'menuName')
      .addSelect(PICKUP_FROM, 'pickupFrom')
      .addSelect(PICKUP_TO, 'pickupTo')
      .addSelect('SUM(oi.quantity)', 'quantity')
      .groupBy('oi.menuItemId')
      .addGroupBy('m.name')
      .addGroupBy(PICKUP_FROM)
      .addGroupBy(PICKUP_TO)
      .orderBy('m.name', 'ASC')
      .addOrderBy('oi.menuItemId', 'ASC')
      .addOrderBy(PICKUP_FROM, 'ASC')
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
      .addSelect(PICKUP_FROM, 'pickupFrom')
      .addSelect(PICKUP_TO, 'pickupTo')
      .orderBy(PICKUP_FROM, 'ASC')
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
      .andWhere('o.status NOT IN (:...notCooked)', { notCooked: ['CANCELLED', 'AWAITING_PAYMENT'] });
  }
}
