import { dishImages } from '../cart/cart.mapper';
import { paiseToRupees } from '../common/money';
import { AdminOrderDto, OrderDto, OrderPaymentDto } from './dto/order.dto';
import { Order } from './order.entity';
import { CANCEL_REASON_MESSAGES, cancellableUntil } from './order-rules';

function paymentOf(order: Order): OrderPaymentDto | null {
  if (!order.providerOrderId || !order.paymentProvider || !order.paymentExpiresAt) return null;
  return {
    provider: order.paymentProvider,
    keyId: order.paymentKeyId ?? '',
    providerOrderId: order.providerOrderId,
    amount: order.totalPaise,
    currency: 'INR',
    expiresAt: order.paymentExpiresAt.toISOString(),
  };
}

function cancelReasonOf(order: Order): string | null {
  return order.status === 'CANCELLED' && order.cancelReason ? CANCEL_REASON_MESSAGES[order.cancelReason] : null;
}

/** An order with `items` (each with `schedule`) loaded, as its customer sees it. */
export function mapOrder(order: Order, now: Date): OrderDto {
  const items = [...(order.items ?? [])].sort((a, b) => a.id - b.id);
  const deadline = cancellableUntil(order, now);
  return {
    id: order.id,
    orderRefId: order.orderRefId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    payment: paymentOf(order),
    cancelReason: cancelReasonOf(order),
    cancelReasonCode: order.status === 'CANCELLED' ? order.cancelReason : null,
    specialInstructions: order.specialInstructions,
    userName: order.customerName,
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    promotionCode: order.promotionCode,
    tax: paiseToRupees(order.taxPaise),
    taxLabel: order.taxLabel,
    taxRate: order.taxRateBp / 100,
    pricesIncludeTax: Boolean(order.pricesIncludeTax),
    total: paiseToRupees(order.totalPaise),
    cancellableUntil: deadline ? deadline.toISOString() : null,
    orderItems: items.map((item) => ({
      id: item.id,
      menuScheduleId: item.scheduleId,
      menuId: item.menuItemId,
      menuName: item.menuName,
      menuNameHi: item.menuItem?.nameHi ?? null,
      quantity: item.quantity,
      unitPrice: paiseToRupees(item.unitPricePaise),
      totalPrice: paiseToRupees(item.totalPaise),
      cookDate: item.schedule!.cookDate,
      pickupFrom: (item.slotFrom ?? item.schedule!.pickupFrom).toISOString(),
      pickupTo: (item.slotTo ?? item.schedule!.pickupTo).toISOString(),
      pickupSlot: item.slotFrom !== null,
    })),
  };
}

/** An order with `items` (each with `menuItem`) loaded, as the admin console lists it. */
export function mapAdminOrder(order: Order): AdminOrderDto {
  const items = [...(order.items ?? [])].sort((a, b) => a.id - b.id);
  return {
    id: order.id,
    orderRefId: order.orderRefId,
    customerId: order.userId,
    customer: order.customerEmail,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    date: order.createdAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    promotionCode: order.promotionCode,
    tax: paiseToRupees(order.taxPaise),
    taxLabel: order.taxLabel,
    taxRate: order.taxRateBp / 100,
    pricesIncludeTax: Boolean(order.pricesIncludeTax),
    total: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.providerPaymentId,
    refundId: order.providerRefundId,
    cancelReason: cancelReasonOf(order),
    pickupAt: order.pickupAt?.toISOString() ?? null,
    specialInstructions: order.specialInstructions,
    items: items.map((item) => ({
      id: item.id,
      name: item.menuName,
      images: item.menuItem ? dishImages(item.menuItem) : [],
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
    })),
  };
}
