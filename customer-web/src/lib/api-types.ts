/**
 * Wire types of the customer endpoints, taken from src/lib/openapi.gen.ts, which
 * `npm run api:types` generates from docs/openapi.json.
 */
import type { components } from './openapi.gen';

type Schemas = components['schemas'];

export type MenuCard = Schemas['MenuCardDto'];
export type AvailabilityState = MenuCard['availability']['state'];

type ScheduleTimes = 'cookDate' | 'orderCutoffAt' | 'pickupFrom' | 'pickupTo';

/** A cart line as the server sends it; guest lines are built from menu cards, whose schedule times may be missing. */
export type CartLine = Omit<Schemas['CartLineDto'], ScheduleTimes> & {
  cookDate: string | null;
  orderCutoffAt: string | null;
  pickupFrom: string | null;
  pickupTo: string | null;
};

export type Cart = Omit<Schemas['CartDto'], 'items'> & { items: CartLine[] };

export interface CartMergeResult {
  cart: Cart;
  skipped: Schemas['SkippedCartItemDto'][];
}

// The order answers are documented by example only in docs/openapi.json, so their shape is written out here.
export type OrderStatus = 'PENDING' | 'PREPARING' | 'READY' | 'DELIVERED' | 'CANCELLED';
export type PaymentMethod = 'COD' | 'ONLINE';

export interface OrderItem {
  id: number;
  menuScheduleId: number;
  menuId: number;
  menuName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  cookDate: string | null;
  pickupFrom: string | null;
  pickupTo: string | null;
}

export interface Order {
  id: string;
  orderRefId: string;
  status: OrderStatus;
  createdAt: string;
  paymentMethod: PaymentMethod;
  specialInstructions: string | null;
  userName: string;
  subtotal: number;
  tax: number;
  total: number;
  cancellableUntil: string | null;
  orderItems: OrderItem[];
}

export interface OrderStatusEvent {
  id: string;
  orderRefId: string;
  status: OrderStatus;
  updatedAt: string;
}
