import { csvDocument, csvRow } from '../../common/csv';
import { formatDisplayDate, formatKitchenTime, localDate } from '../../common/kitchen-time';
import { paiseToRupees } from '../../common/money';
import { phoneForPeople } from '../../common/phone-display';
import type { Order } from '../order.entity';
import { pickupTimesOf } from '../order-pickup-times';

/** '27 Nov 2026, 12:30 pm' in the kitchen's zone: what the console and the e-mails say. */
function kitchenDateTime(instant: Date, timeZone: string): string {
  return `${formatDisplayDate(localDate(instant, timeZone))}, ${formatKitchenTime(instant, timeZone)}`;
}

/** Each pickup as '27 Nov 2026, 12:30 pm – 12:45 pm', earliest first. */
function pickups(order: Order, timeZone: string): string {
  return pickupTimesOf(order)
    .map(({ from, to }) => `${kitchenDateTime(from, timeZone)} – ${formatKitchenTime(to, timeZone)}`)
    .join('; ');
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/**
 * The console's order export, one row per order: by the reference customers quote, times in the kitchen's zone,
 * the pickups, phones as people write them, money in rupees. `orders` come with their lines and schedules.
 */
export function ordersCsv(orders: Order[], timeZone: string): string {
  const header = csvRow([
    'Order',
    'Placed',
    'Pickup',
    'Status',
    'Customer',
    'Email',
    'Phone',
    'Payment',
    'Payment status',
    'Items',
    'Subtotal (₹)',
    'Discount (₹)',
    'Tax (₹)',
    'Total (₹)',
    'Special instructions',
  ]);
  const rows = orders.map((order) =>
    csvRow([
      order.orderRefId,
      kitchenDateTime(order.createdAt, timeZone),
      pickups(order, timeZone),
      order.status,
      order.customerName,
      order.customerEmail,
      phoneForPeople(order.customerPhone),
      order.paymentMethod === 'COD' ? 'Pay at pickup' : 'Online',
      order.paymentStatus ?? '',
      [...(order.items ?? [])]
        .sort((a, b) => a.id - b.id)
        .map((item) => `${item.quantity} x ${item.menuName}`)
        .join('; '),
      rupees(order.subtotalPaise),
      rupees(order.discountPaise),
      rupees(order.taxPaise),
      rupees(order.totalPaise),
      order.specialInstructions,
    ]),
  );
  return csvDocument([header, ...rows]);
}
