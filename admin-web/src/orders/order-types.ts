import type { AdminOrder, OrderStatus } from '../lib/api-types';

export type { AdminOrder, OrderStatus } from '../lib/api-types';
export type PaymentMethod = AdminOrder['paymentMethod'];
export type PaymentStatus = NonNullable<AdminOrder['paymentStatus']>;

export const ORDER_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['COD', 'ONLINE'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED'];

/** The four moves the admin can make from any state but CANCELLED (docs/rules.md). */
export const ADMIN_STATUS_ACTIONS: readonly OrderStatus[] = ['PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];

/**
 * The moves offered for an order in this status: none once cancelled (final); only Cancelled while it awaits its
 * online payment, since the kitchen must not cook an unpaid order (the server answers 409 ORDER_AWAITING_PAYMENT).
 */
export function adminStatusActions(status: OrderStatus): readonly OrderStatus[] {
  if (status === 'CANCELLED') return [];
  if (status === 'AWAITING_PAYMENT') return ['CANCELLED'];
  return ADMIN_STATUS_ACTIONS;
}
