/**
 * Wire types of the customer endpoints (brief's REST contract, architecture section 4).
 * `npm run api:types` regenerates src/lib/openapi.gen.ts from docs/openapi.json once the server publishes it.
 */
export type AvailabilityState = 'AVAILABLE' | 'OUT_OF_STOCK' | 'NOT_SCHEDULED' | 'NOT_AVAILABLE' | 'ORDER_CLOSED';

export interface MenuCard {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  images: string[];
  isVeg: boolean;
  active: boolean;
  ingredients: string | null;
  hasActiveSchedule: boolean;
  totalAvailableQuantity: number;
  nextAvailableDate: string | null;
  orderCutoffAt: string | null;
  pickupFrom: string | null;
  pickupTo: string | null;
  activeScheduleId: number | null;
  availability: { state: AvailabilityState; message: string };
  orderable: boolean;
  averageRating: number | null;
  reviewCount: number;
}

export interface CartLine {
  id: number;
  menuScheduleId: number;
  menuId: number;
  name: string;
  description: string;
  imageUrl: string;
  images: string[];
  isVeg: boolean;
  price: number;
  quantity: number;
  lineTotal: number;
  cookDate: string | null;
  orderCutoffAt: string | null;
  pickupFrom: string | null;
  pickupTo: string | null;
  availableQty: number;
  orderable: boolean;
}

export interface Cart {
  items: CartLine[];
  count: number;
  subtotal: number;
  tax: number;
  total: number;
}

export interface CartMergeResult {
  cart: Cart;
  skipped: { menuScheduleId: number; reason: string }[];
}

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
