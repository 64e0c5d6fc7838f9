import type { Language } from '../../common/language';
import type { PushNotice } from '../../push/push-notice';
import { STATUS_MESSAGES } from '../order-rules';
import type { OrderStatus } from '../order.entity';

const TITLES: Record<Language, (orderRefId: string) => string> = {
  en: (orderRefId) => `Order ${orderRefId}`,
  hi: (orderRefId) => `ऑर्डर ${orderRefId}`,
};

/** The notification a customer's subscribed browsers show when the kitchen moves their order on, in their language. */
export function orderStatusNotice(orderRefId: string, status: OrderStatus, language: Language): PushNotice {
  return {
    title: TITLES[language](orderRefId),
    body: STATUS_MESSAGES[language][status],
    url: `/profile/order/${encodeURIComponent(orderRefId)}`,
    tag: `order-${orderRefId}`,
  };
}
