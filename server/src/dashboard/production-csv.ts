import { csvDocument, csvRow } from './csv';
import { ProductionSheetDto } from './dto/production.dto';

function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function window(from: string, to: string, timeZone: string): string {
  return `${clockTime(from, timeZone)}-${clockTime(to, timeZone)}`;
}

/**
 * The production sheet as CSV: first what to cook (one row per dish and pickup window), then, after an empty
 * line, who collects what. Times are wall-clock times in the kitchen's zone, money in rupees with two decimals.
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
        pickup.customerPhone ?? 'N/A',
        window(pickup.pickupFrom, pickup.pickupTo, timeZone),
        pickup.items.map((item) => `${item.quantity} x ${item.name}`).join('; '),
        pickup.paymentMethod,
        pickup.amountDue.toFixed(2),
        pickup.status,
      ]),
    );
  }
  return csvDocument(rows);
}
