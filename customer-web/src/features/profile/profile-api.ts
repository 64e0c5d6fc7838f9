import { api } from '../../lib/api-client';
import type { MyReview, Order, OrderNotification } from '../../lib/api-types';

export type { MyReview, NotificationType, OrderNotification } from '../../lib/api-types';

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
