export const ORDER_STATUSES = ['PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The four moves the admin can make from any state (spec section 4). */
export const ADMIN_STATUS_ACTIONS: OrderStatus[] = ['PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];

export interface AdminOrder {
  id: string;
  orderRefId: string;
  customer: string;
  customerName: string;
  customerPhone: string | null;
  date: string;
  createdAt: string;
  status: OrderStatus;
  subtotal: number;
  tax: number;
  total: number;
  paymentMethod: string;
  specialInstructions: string | null;
  items: Array<{ id: number | string; name: string; images: string[]; quantity: number; price: number }>;
}
