import { api } from '../../lib/api-client';
import type { KitchenMessage, MessagePreference, MessageTopic, MyReview, Order, OrderNotification } from '../../lib/api-types';

export type { KitchenMessage, MessagePreference, MessageTopic, MyReview, NotificationType, OrderNotification } from '../../lib/api-types';

export interface NewReview {
  orderItemId: number;
  rating: number;
  comment: string;
}

export const profileApi = {
  myOrders: () => api.get<Order[]>('/orders/my-orders'),
  orderByReference: (orderRefId: string) => api.get<Order>(`/orders/reference/${encodeURIComponent(orderRefId)}`),
  notifications: () => api.get<OrderNotification[]>('/notifications'),
  kitchenMessages: () => api.get<KitchenMessage[]>('/messages'),
  messagePreferences: () => api.get<MessagePreference[]>('/messages/preferences'),
  chooseMessages: (topic: MessageTopic, channels: { email: boolean; inApp: boolean }) =>
    api.put<MessagePreference[]>('/messages/preferences', { topics: [{ topic, ...channels }] }),
  myReviews: () => api.get<MyReview[]>('/reviews/mine'),
  addReview: (review: NewReview) => api.post<MyReview>('/reviews', review),
};
