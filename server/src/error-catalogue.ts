import { API_KEY_ERRORS } from './api-keys/api-key.exception';
import { AUTH_ERRORS } from './auth/auth.exception';
import { CART_ERRORS } from './cart/cart.exception';
import { COMMON_ERRORS } from './common/common.exception';
import type { ErrorCatalogue } from './common/domain-exception';
import { CONTACT_ERRORS } from './contact/contact.exception';
import { CUSTOMER_ERRORS } from './customers/customer.exception';
import { CUSTOMER_LIMIT_ERRORS } from './customer-limits/customer-limit.exception';
import { DASHBOARD_ERRORS } from './dashboard/dashboard.exception';
import { DISH_ERRORS } from './dishes/dish.exception';
import { HOLD_ERRORS } from './holds/hold.exception';
import { IDEMPOTENCY_ERRORS } from './idempotency/idempotency.exception';
import { PICKUP_SLOT_ERRORS } from './pickup-slots/pickup-slot.exception';
import { ORDER_ERRORS } from './orders/order.exception';
import { PAYMENT_GATEWAY_ERRORS } from './payment-gateway/payment-gateway.exception';
import { PAYMENT_ERRORS } from './payments/payments.exception';
import { RATE_LIMIT_ERRORS } from './rate-limit/rate-limit.exception';
import { REVIEW_ERRORS } from './reviews/review.exception';
import { SCHEDULE_ERRORS } from './schedules/schedule.exception';
import { USER_ERRORS } from './users/user.exception';
import { MESSAGE_ERRORS } from './messages/messages.exception';
import { WAITLIST_ERRORS } from './waitlist/waitlist.exception';
import { PUSH_ERRORS } from './push/push.exception';
import { PROMOTION_ERRORS } from './promotions/promotion.exception';
import { INVOICE_ERRORS } from './invoices/invoice.exception';
import { WEBHOOK_ERRORS } from './webhooks/webhook.exception';
import { WHATSAPP_ERRORS } from './whatsapp/whatsapp.exception';
import { TIFFIN_ERRORS } from './tiffin/tiffin.exception';

/** Every error code the API can answer, by module: docs/api.md's table is checked against it. */
export const ERROR_CATALOGUES: Record<string, ErrorCatalogue> = {
  common: COMMON_ERRORS,
  'rate-limit': RATE_LIMIT_ERRORS,
  users: USER_ERRORS,
  auth: AUTH_ERRORS,
  'api-keys': API_KEY_ERRORS,
  contact: CONTACT_ERRORS,
  dishes: DISH_ERRORS,
  schedules: SCHEDULE_ERRORS,
  cart: CART_ERRORS,
  'payment-gateway': PAYMENT_GATEWAY_ERRORS,
  'customer-limits': CUSTOMER_LIMIT_ERRORS,
  holds: HOLD_ERRORS,
  idempotency: IDEMPOTENCY_ERRORS,
  'pickup-slots': PICKUP_SLOT_ERRORS,
  orders: ORDER_ERRORS,
  payments: PAYMENT_ERRORS,
  reviews: REVIEW_ERRORS,
  customers: CUSTOMER_ERRORS,
  dashboard: DASHBOARD_ERRORS,
  messages: MESSAGE_ERRORS,
  waitlist: WAITLIST_ERRORS,
  push: PUSH_ERRORS,
  promotions: PROMOTION_ERRORS,
  invoices: INVOICE_ERRORS,
  webhooks: WEBHOOK_ERRORS,
  whatsapp: WHATSAPP_ERRORS,
  tiffin: TIFFIN_ERRORS,
};
