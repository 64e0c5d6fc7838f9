import type { OrderStatus } from '../lib/api-types';

export type { AdminOrder, OrderStatus } from '../lib/api-types';

export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];

/** The four moves the admin can make from any state but CANCELLED (docs/rules.md). */
export const ADMIN_STATUS_ACTIONS: OrderStatus[] = ['PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];
