import { EntityManager } from 'typeorm';
import { runPrepared } from '../database/prepared-sql';
import type { OrderEvent } from './order-event.entity';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';

// The rows a new order writes, as prepared statements with every column named: these run on each order's hot path,
// where TypeORM's insert builder cost more than the database did (docs/performance.md).
const ORDER_COLUMNS = [
  'id',
  'order_ref_id',
  'user_id',
  'status',
  'payment_method',
  'special_instructions',
  'subtotal_paise',
  'discount_paise',
  'promotion_code',
  'tax_paise',
  'tax_label',
  'tax_rate_bp',
  'prices_include_tax',
  'total_paise',
  'customer_name',
  'customer_email',
  'customer_phone',
  'payment_status',
  'payment_provider',
  'payment_key_id',
  'provider_order_id',
  'provider_payment_id',
  'provider_refund_id',
  'payment_expires_at',
  'paid_at',
  'cancel_reason',
  'pickup_at',
  'invoice_year',
  'invoice_sequence',
  'created_at',
  'updated_at',
];
const INSERT_ORDER = `INSERT INTO orders (${ORDER_COLUMNS.join(', ')}) VALUES (${ORDER_COLUMNS.map(() => '?').join(', ')})`;
const INSERT_ITEM =
  'INSERT INTO order_items (order_id, schedule_id, menu_item_id, menu_name, unit_price_paise, quantity, total_paise, slot_from, slot_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
const INSERT_EVENT = 'INSERT INTO order_events (order_id, user_id, type, status, created_at) VALUES (?, ?, ?, ?, ?)';

/** Inside the order's transaction: the order's own row. */
export async function insertOrderWithin(manager: EntityManager, order: Order): Promise<void> {
  await runPrepared(manager, INSERT_ORDER, [
    order.id,
    order.orderRefId,
    order.userId,
    order.status,
    order.paymentMethod,
    order.specialInstructions,
    order.subtotalPaise,
    order.discountPaise,
    order.promotionCode,
    order.taxPaise,
    order.taxLabel,
    order.taxRateBp,
    order.pricesIncludeTax,
    order.totalPaise,
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.paymentStatus,
    order.paymentProvider,
    order.paymentKeyId,
    order.providerOrderId,
    order.providerPaymentId,
    order.providerRefundId,
    order.paymentExpiresAt,
    order.paidAt,
    order.cancelReason,
    order.pickupAt,
    order.invoiceYear,
    order.invoiceSequence,
    order.createdAt,
    order.updatedAt,
  ]);
}

/** Inside the order's transaction: one line; answers the id the database drew for it. */
export async function insertItemWithin(manager: EntityManager, item: Omit<OrderItem, 'id'>): Promise<number> {
  const { insertId } = await runPrepared(manager, INSERT_ITEM, [
    item.orderId,
    item.scheduleId,
    item.menuItemId,
    item.menuName,
    item.unitPricePaise,
    item.quantity,
    item.totalPaise,
    item.slotFrom,
    item.slotTo,
  ]);
  return insertId;
}

/** Inside the order's transaction: an event of its history. */
export async function insertEventWithin(manager: EntityManager, event: Omit<OrderEvent, 'id'>): Promise<void> {
  await runPrepared(manager, INSERT_EVENT, [event.orderId, event.userId, event.type, event.status, event.createdAt]);
}
