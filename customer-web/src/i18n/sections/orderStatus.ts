import { addEnglish } from '../i18n-instance';

/** English texts under 'orderStatus.', registered by the code that shows them (importing this module), not in the entry. */
export const orderStatus = {
  title: 'Order Status',
  fetching: 'Fetching your order details...',
  fetchFailed: 'Failed to fetch order details.',
  pollFailed: 'Error fetching order status.',
  backToMenu: 'Back to Menu',
  trackingId: 'Tracking ID:',
  progress: 'Order progress',
  steps: { PENDING: 'Received', PREPARING: 'Preparing', READY: 'Ready', DELIVERED: 'Picked up' },
  stepDone: ' (done)',
  stepNotYet: ' (not yet)',
  messages: {
    AWAITING_PAYMENT: 'Your order is waiting for payment.',
    PENDING: 'Your order has been received!',
    PREPARING: 'Our chefs are now preparing your delicious meal.',
    READY: 'Your order is ready for pickup!',
    DELIVERED: 'You have picked up your order. Enjoy!',
    CANCELLED: 'This order has been cancelled.',
  },
  keepUpdated: "We'll keep you updated if there are any changes.",
  yourOrder: 'Your order',
  placedOn: 'Placed on {{date}}',
  pickup: 'Pickup: {{pickup}}',
  pickupsByDate: 'Pickups, by date:',
  pickupStartsIn: 'Pickup starts in {{time}}',
  trackOrder: 'Track Order',
};

addEnglish({ orderStatus });
