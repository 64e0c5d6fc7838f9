import { api } from './api-client';
import type { Cart, CartMergeResult } from './api-types';

/** The signed-in customer's cart on the server; each call answers the whole cart as it now stands. */
export const cartApi = {
  get: () => api.get<Cart>('/cart'),
  add: (menuScheduleId: number, quantity: number) => api.post<Cart>('/cart/add', { menuScheduleId, quantity }),
  setQuantity: (lineId: number, quantity: number) => api.put<Cart>(`/cart/update/${lineId}`, { quantity }),
  remove: (lineId: number) => api.del<Cart>(`/cart/remove/${lineId}`),
  clear: () => api.del<Cart>('/cart/clear'),
  merge: (items: { menuScheduleId: number; quantity: number }[]) => api.post<CartMergeResult>('/cart/merge', { items }),
};
