import { csvDocument, csvRow } from '../common/csv';
import { formatKitchenTime } from '../common/kitchen-time';
import { phoneForPeople } from '../common/phone-display';
import { ProductionSheetDto } from './dto/production.dto';

/** '12:30 pm – 2:30 pm' in the kitchen's zone, as the rest of the site writes a pickup. */
function window(from: string, to: string, timeZone: string): string {
  return `${formatKitchenTime(new Date(from), timeZone)} – ${formatKitchenTime(new Date(to), timeZone)}`;
}

/**
 * The production sheet as CSV: first what to cook (one row per dish and pickup window), then, after an empty
 * line, who collects what, and after another the date's tiffin plan meals (when there are any). Times are 12-hour
 * clock times in the kitchen's zone, phones as people write them, money in rupees with two decimals.
 */
export function productionCsv(sheet: ProductionSheetDto, timeZone: string): string {
  const rows = [csvRow(['Cook date', sheet.cookDate]), '', csvRow(['Dish', 'Pickup window', 'Quantity'])];
  for (const dish of sheet.dishes) {
    for (const slot of dish.windows) rows.push(csvRow([dish.menuName, window(slot.pickupFrom, slot.pickupTo, timeZone), slot.quantity]));
    rows.push(csvRow([`${dish.menuName} total`, '', dish.totalQuantity]));
  }
  rows.push('', csvRow(['Order', 'Customer', 'Phone', 'Pickup window', 'Items', 'Payment', 'Amount due (₹)', 'Status']));
  for (const pickup of sheet.pickups) {
    rows.push(
      csvRow([
        pickup.orderRefId,
        pickup.customerName,
        phoneForPeople(pickup.customerPhone) || 'N/A',
        window(pickup.pickupFrom, pickup.pickupTo, timeZone),
        pickup.items.map((item) => `${item.quantity} x ${item.name}`).join('; '),
        pickup.paymentMethod === 'COD' ? 'Pay at pickup' : 'Online',
        pickup.amountDue.toFixed(2),
        pickup.status,
      ]),
    );
  }
  if (sheet.planMeals.length > 0) {
    rows.push('', csvRow(['Tiffin plan', 'Dish', 'Pickup window', 'Meals']));
    for (const meals of sheet.planMeals)
      rows.push(csvRow([meals.planName, meals.menuName, window(meals.pickupFrom, meals.pickupTo, timeZone), meals.quantity]));
  }
  return csvDocument(rows);
}
