import { paiseToRupees } from '../common/money';
import { taxOn, type TaxPolicy } from '../common/tax';
import type { MenuItem } from '../dishes/menu-item.entity';
import { CartItem } from './cart-item.entity';
import { CartDto, CartLineDto } from './dto/cart.dto';
import { isOrderable } from './orderability';

/** The main image first, then the rest, without repeats. */
export function dishImages(dish: MenuItem): string[] {
  return [...new Set([dish.imageUrl, ...(dish.images ?? [])].filter((url) => !!url))];
}

export function mapCartLine(line: CartItem, now: Date): CartLineDto {
  const schedule = line.schedule!;
  const dish = schedule.menuItem!;
  return {
    id: line.id,
    menuScheduleId: schedule.id,
    menuId: dish.id,
    name: dish.name,
    nameHi: dish.nameHi,
    description: dish.description,
    imageUrl: dish.imageUrl,
    images: dishImages(dish),
    isVeg: dish.isVeg,
    price: paiseToRupees(dish.pricePaise),
    quantity: line.quantity,
    lineTotal: paiseToRupees(dish.pricePaise * line.quantity),
    cookDate: schedule.cookDate,
    orderCutoffAt: schedule.orderCutoffAt.toISOString(),
    pickupFrom: schedule.pickupFrom.toISOString(),
    pickupTo: schedule.pickupTo.toISOString(),
    availableQty: schedule.availableQty,
    maxPerCustomer: schedule.maxPerCustomer,
    orderable: isOrderable(schedule, now),
  };
}

/** Lines with their totals under the kitchen's tax; money is summed in paise and converted once. */
export function mapCart(lines: CartItem[], now: Date, tax: TaxPolicy): CartDto {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.schedule!.menuItem!.pricePaise * line.quantity, 0);
  const { taxPaise, totalPaise } = taxOn(subtotalPaise, tax);
  return {
    items: lines.map((line) => mapCartLine(line, now)),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: paiseToRupees(subtotalPaise),
    tax: paiseToRupees(taxPaise),
    total: paiseToRupees(totalPaise),
  };
}
