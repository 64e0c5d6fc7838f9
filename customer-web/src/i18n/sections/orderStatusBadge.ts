import { addEnglish } from '../i18n-instance';

/** English texts under 'orderStatusBadge.', registered by the code that shows them (importing this module), not in the entry. */
export const orderStatusBadge = {
  PENDING: 'Received',
  AWAITING_PAYMENT: 'Awaiting payment',
  PREPARING: 'Preparing',
  READY: 'Ready for pickup',
  DELIVERED: 'Picked up',
  CANCELLED: 'Cancelled',
  PAID: 'Paid',
  COMPLETED: 'Completed',
};

addEnglish({ orderStatusBadge });
