/** What an endpoint can subscribe to, and what each event means. */
export const WEBHOOK_EVENT_TYPES = {
  'order.placed': 'An order was placed (cash orders as PENDING, online ones as AWAITING_PAYMENT)',
  'order.paid': 'An online order was paid',
  'order.status_changed': 'The kitchen moved an order on (PREPARING, READY, DELIVERED, CANCELLED)',
  'order.cancelled': 'An order was cancelled, by the customer, the kitchen or the payment time running out',
  'order.refunded': "An order's payment was refunded",
  'menu.changed': 'A dish was added, changed (name, price, photos, on or off the menu) or removed',
  'review.created': 'A customer reviewed a dish they picked up',
  'waitlist.released': 'Portions of a sold-out dish came back and the customers waiting for it were told',
  'schedule.changed':
    "A cook date's dish changed: portions left (orders, cancellations, the kitchen's edits), status (sold out, cancelled), times, or it was removed",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;

export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[];
