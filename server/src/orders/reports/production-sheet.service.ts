import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { rawInstant, rawNumber } from '../../database/raw-values';
import { MenuItemsService } from '../../dishes/menu-items.service';
import { SchedulesService, type PickupWindow } from '../../schedules/schedules.service';
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
  /** The whole order's subtotal and total as charged (tax and any discount), to share the total among cook dates. */
  orderSubtotalPaise: number;
  orderTotalPaise: number;
  pickupFrom: Date;
  pickupTo: Date;
}

/** Where a line's pickup comes from: its chosen slot, else its schedule's window. */
function pickupOf(slotFrom: unknown, slotTo: unknown, window: PickupWindow): { pickupFrom: Date; pickupTo: Date } {
  return slotFrom
    ? { pickupFrom: rawInstant(slotFrom), pickupTo: rawInstant(slotTo) }
    : { pickupFrom: window.pickupFrom, pickupTo: window.pickupTo };
}

/**
 * What the kitchen cooks and hands over on one cook date: the production sheet's two tables. The cook date's
 * schedules (and their pickup windows) come from the schedules module and dish names from the dishes module;
 * only the order tables are read here.
 */
@Injectable()
export class ProductionSheetService {
  constructor(
    @InjectRepository(OrderItem) private readonly orderItems: Repository<OrderItem>,
    private readonly schedules: SchedulesService,
    private readonly dishes: MenuItemsService,
  ) {}

  /** Both tables of one cook date's sheet, from one read of its schedules' pickup windows. */
  async productionSheet(cookDate: string): Promise<{ windows: ProductionWindowRow[]; lines: ProductionLineRow[] }> {
    const windows = await this.schedules.pickupWindowsOn(cookDate);
    if (windows.size === 0) return { windows: [], lines: [] };
    return { windows: await this.productionWindows(windows), lines: await this.productionLines(windows) };
  }

  /** The earliest cook date from `fromDate` on that has something to cook (a line of a standing, paid-or-cash order), or null. */
  async nextCookDateWithOrders(fromDate: string): Promise<string | null> {
    const dates = await this.schedules.cookDatesFrom(fromDate);
    if (dates.size === 0) return null;
    const rows = await this.cookedLines(dates).select('DISTINCT oi.scheduleId', 'scheduleId').getRawMany<{ scheduleId: unknown }>();
    const withOrders = rows.map((row) => dates.get(rawNumber(row.scheduleId))!).sort();
    return withOrders[0] ?? null;
  }

  /** Portions per dish and pickup window, cancelled and unpaid orders left out. */
  private async productionWindows(windows: Map<number, PickupWindow>): Promise<ProductionWindowRow[]> {
    const rows = await this.cookedLines(windows)
      .select('oi.menuItemId', 'menuId')
      .addSelect('oi.scheduleId', 'scheduleId')
      .addSelect('oi.slotFrom', 'slotFrom')
      .addSelect('oi.slotTo', 'slotTo')
      .addSelect('SUM(oi.quantity)', 'quantity')
      .groupBy('oi.menuItemId')
      .addGroupBy('oi.scheduleId')
      .addGroupBy('oi.slotFrom')
      .addGroupBy('oi.slotTo')
      .getRawMany<Record<string, unknown>>();
    const names = await this.dishes.findByIds(rows.map((row) => rawNumber(row.menuId)));
    const merged = new Map<string, ProductionWindowRow>();
    for (const row of rows) {
      const menuId = rawNumber(row.menuId);
      const pickup = pickupOf(row.slotFrom, row.slotTo, windows.get(rawNumber(row.scheduleId))!);
      const key = `${menuId}|${pickup.pickupFrom.getTime()}|${pickup.pickupTo.getTime()}`;
      const entry = merged.get(key) ?? { menuId, menuName: names.get(menuId)?.name ?? '', ...pickup, quantity: 0 };
      entry.quantity += rawNumber(row.quantity);
      merged.set(key, entry);
    }
    return [...merged.values()].sort(
      (a, b) => a.menuName.localeCompare(b.menuName) || a.menuId - b.menuId || a.pickupFrom.getTime() - b.pickupFrom.getTime(),
    );
  }

  /** Every line to hand over, with its order's contact and payment details. */
  private async productionLines(windows: Map<number, PickupWindow>): Promise<ProductionLineRow[]> {
    const rows = await this.cookedLines(windows)
      .select('o.id', 'orderId')
      .addSelect('o.orderRefId', 'orderRefId')
      .addSelect('o.customerName', 'customerName')
      .addSelect('o.customerEmail', 'customerEmail')
      .addSelect('o.customerPhone', 'customerPhone')
      .addSelect('o.paymentMethod', 'paymentMethod')
      .addSelect('o.status', 'status')
      .addSelect('oi.id', 'lineId')
      .addSelect('oi.scheduleId', 'scheduleId')
      .addSelect('oi.menuName', 'itemName')
      .addSelect('oi.quantity', 'quantity')
      .addSelect('oi.totalPaise', 'totalPaise')
      .addSelect('o.subtotalPaise', 'orderSubtotalPaise')
      .addSelect('o.totalPaise', 'orderTotalPaise')
      .addSelect('oi.slotFrom', 'slotFrom')
      .addSelect('oi.slotTo', 'slotTo')
      .getRawMany<Record<string, unknown>>();
    const lines = rows.map((row) => ({
      lineId: rawNumber(row.lineId),
      orderId: String(row.orderId),
      orderRefId: String(row.orderRefId),
      customerName: (row.customerName as string | null) ?? '',
      customerEmail: (row.customerEmail as string | null) ?? '',
      customerPhone: (row.customerPhone as string | null | undefined) ?? null,
      paymentMethod: row.paymentMethod as PaymentMethod,
      status: row.status as OrderStatus,
      itemName: String(row.itemName),
      quantity: rawNumber(row.quantity),
      totalPaise: rawNumber(row.totalPaise),
      orderSubtotalPaise: rawNumber(row.orderSubtotalPaise),
      orderTotalPaise: rawNumber(row.orderTotalPaise),
      ...pickupOf(row.slotFrom, row.slotTo, windows.get(rawNumber(row.scheduleId))!),
    }));
    lines.sort(
      (a, b) => a.pickupFrom.getTime() - b.pickupFrom.getTime() || a.orderRefId.localeCompare(b.orderRefId) || a.lineId - b.lineId,
    );
    return lines.map(({ lineId: _lineId, ...line }) => line);
  }

  /** Lines of the cook date's schedules in orders the kitchen cooks (not cancelled, not awaiting payment). */
  private cookedLines(windows: Map<number, unknown>): SelectQueryBuilder<OrderItem> {
    return this.orderItems
      .createQueryBuilder('oi')
      .innerJoin(Order, 'o', 'o.id = oi.orderId')
      .where('oi.scheduleId IN (:...scheduleIds)', { scheduleIds: [...windows.keys()] })
      .andWhere('o.status NOT IN (:...notCooked)', { notCooked: ['CANCELLED', 'AWAITING_PAYMENT'] });
  }
}
