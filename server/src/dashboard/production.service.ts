import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { addDays, localDate } from '../common/kitchen-time';
import { paiseToRupees } from '../common/money';
import { AppConfig } from '../config/app-config';
import { ProductionLineRow, ProductionSheetService, ProductionWindowRow } from '../orders/reports/production-sheet.service';
import { TiffinProduction } from '../tiffin/meals/tiffin-production.service';
import { productionCsv } from './production-csv';
import { ProductionDishDto, ProductionPickupDto, ProductionSheetDto } from './dto/production.dto';
import { dashboardError } from './dashboard.exception';

function groupDishes(windows: ProductionWindowRow[]): ProductionDishDto[] {
  const dishes = new Map<number, ProductionDishDto>();
  for (const window of windows) {
    let dish = dishes.get(window.menuId);
    if (!dish) {
      dish = { menuId: window.menuId, menuName: window.menuName, totalQuantity: 0, windows: [] };
      dishes.set(window.menuId, dish);
    }
    dish.totalQuantity += window.quantity;
    dish.windows.push({ pickupFrom: window.pickupFrom.toISOString(), pickupTo: window.pickupTo.toISOString(), quantity: window.quantity });
  }
  return [...dishes.values()];
}

/** One pickup per order; lines arrive ordered by pickup time, so the first line of an order carries its earliest window. */
function groupPickups(lines: ProductionLineRow[]): ProductionPickupDto[] {
  const pickups = new Map<
    string,
    { pickup: ProductionPickupDto; subtotalPaise: number; order: Pick<ProductionLineRow, 'orderSubtotalPaise' | 'orderTotalPaise'> }
  >();
  for (const line of lines) {
    let entry = pickups.get(line.orderId);
    if (!entry) {
      entry = {
        subtotalPaise: 0,
        order: line,
        pickup: {
          orderId: line.orderId,
          orderRefId: line.orderRefId,
          customerName: line.customerName.trim() || line.customerEmail.split('@')[0],
          customerPhone: line.customerPhone,
          items: [],
          paymentMethod: line.paymentMethod,
          amountDue: 0,
          status: line.status,
          pickupFrom: line.pickupFrom.toISOString(),
          pickupTo: line.pickupTo.toISOString(),
        },
      };
      pickups.set(line.orderId, entry);
    }
    entry.pickup.items.push({ name: line.itemName, quantity: line.quantity });
    entry.subtotalPaise += line.totalPaise;
  }
  return [...pickups.values()].map(({ pickup, subtotalPaise, order }) => ({
    ...pickup,
    // Cash is collected per pickup: this date's share of the order's total as charged, tax and any discount included
    // (the whole total when the order has one cook date), and only until the food is handed over.
    amountDue: pickup.paymentMethod === 'COD' && pickup.status !== 'DELIVERED' ? paiseToRupees(shareOfTotal(order, subtotalPaise)) : 0,
  }));
}

/** The part of the order's total that `linesPaise` of its subtotal stand for. */
function shareOfTotal(order: Pick<ProductionLineRow, 'orderSubtotalPaise' | 'orderTotalPaise'>, linesPaise: number): number {
  if (order.orderSubtotalPaise === 0) return 0;
  return linesPaise === order.orderSubtotalPaise
    ? order.orderTotalPaise
    : Math.round((order.orderTotalPaise * linesPaise) / order.orderSubtotalPaise);
}

@Injectable()
export class ProductionService {
  constructor(
    private readonly productionSheet: ProductionSheetService,
    private readonly tiffin: TiffinProduction,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Without a date: the next cook date (today or later) that has orders to cook, else today. */
  async sheet(requestedDate?: string): Promise<ProductionSheetDto> {
    const today = localDate(this.clock.now(), this.config.kitchenTimeZone);
    const cookDate = requestedDate ?? (await this.productionSheet.nextCookDateWithOrders(today)) ?? today;
    // addDays normalises through a real calendar, so 2026-02-30 comes back different and is refused.
    if (addDays(cookDate, 0) !== cookDate) throw dashboardError('COOK_DATE_INVALID');
    const { windows, lines } = await this.productionSheet.productionSheet(cookDate);
    const planMeals = (await this.tiffin.mealsToCook(cookDate)).map((row) => ({
      ...row,
      pickupFrom: row.pickupFrom.toISOString(),
      pickupTo: row.pickupTo.toISOString(),
    }));
    return { cookDate, dishes: groupDishes(windows), pickups: groupPickups(lines), planMeals };
  }

  async sheetCsv(requestedDate?: string): Promise<{ cookDate: string; csv: string }> {
    const sheet = await this.sheet(requestedDate);
    return { cookDate: sheet.cookDate, csv: productionCsv(sheet, this.config.kitchenTimeZone) };
  }
}
