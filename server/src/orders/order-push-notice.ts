import type { PushNotice } from '../push/push-notice';
import { STATUS_MESSAGES } from './order-rules';
import type { OrderStatus } from './order.entity';

/** The notification a customer's subscribed browsers show when the kitchen moves their order on. */
export function orderStatusNotice(orderRefId: string, status: OrderStatus): PushNotice {
  return { title: `Order ${orderRefId}`, body: STATUS_MESSAGES[status], url: `/profile/order/${encodeURIComponent(orderRefId)}`, tag: `order-${orderRefId}` };
}
