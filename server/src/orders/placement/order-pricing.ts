import { taxOn, type TaxPolicy } from '../../common/tax';
import type { MenuSchedule } from '../../schedules/menu-schedule.entity';
import type { NormalizedOrderRequest } from './order-request';

/** What the lines cost, from the dishes' current prices, less a code's discount; tax (the kitchen's policy) is on what is left. */
export function priceLines(request: NormalizedOrderRequest, schedules: Map<number, MenuSchedule>, tax: TaxPolicy, discountPaise = 0) {
  const items = request.lines.map((line) => {
    const dish = schedules.get(line.scheduleId)!.menuItem!;
    return { line, dish, totalPaise: dish.pricePaise * line.quantity };
  });
  const subtotalPaise = items.reduce((sum, item) => sum + item.totalPaise, 0);
  return { items, subtotalPaise, discountPaise, ...taxOn(subtotalPaise - discountPaise, tax) };
}

/** The lines' subtotal alone, to check a code against. */
export const subtotalOf = (request: NormalizedOrderRequest, schedules: Map<number, MenuSchedule>, tax: TaxPolicy) =>
  priceLines(request, schedules, tax).subtotalPaise;
