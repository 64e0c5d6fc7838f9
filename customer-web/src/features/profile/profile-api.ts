import { api } from '../../lib/api-client';
import type { Order, OrderStatus } from '../../lib/api-types';

export type NotificationType = 'PLACED' | 'STATUS_CHANGED' | 'CANCELLED';

export interface OrderNotification {
  id: number;
  orderId: string;
  orderRefId: string;
  type: NotificationType;
  status: OrderStatus;
  message: string;
  createdAt: string;
}

export interface MyReview {
  id: number;
  orderItemId: number;
  menuId: number;
  menuName: string;
  rating: number;
  comment: string;
  date: string;
}

export interface NewReview {
  orderItemId: number;
  rating: number;
  comment: string;
}

export const profileApi = {
  myOrders: () => api.get<Order[]>('/orders/my-orders'),
  orderByReference: (orderRefId: string) => api.get<Order>(`/orders/reference/${encodeURIComponent(orderRefId)}`),
  notifications: () => api.get<OrderNotification[]>('/notifications'),
  myReviews: () => api.get<MyReview[]>('/reviews/mine'),
  addReview: (review: NewReview) => api.post<MyReview>('/reviews', review),
};
