import { addEnglish } from '../i18n-instance';

/** English texts under 'orderConfirmation.', registered by the code that shows them (importing this module), not in the entry. */
export const orderConfirmation = {
  confirming: 'Confirming your order...',
  cancelledTitle: 'Order cancelled',
  thanks: 'Thank you for your order!',
  reference: 'Order reference:',
  placed: 'Placed on {{date}} · Total {{total}}',
  cancelled: 'Your order {{reference}} has been cancelled.',
  cancelOrder: 'Cancel Order',
  cancelFailed: 'Failed to cancel order.',
  cancelError: 'Error cancelling order.',
  confirmTitle: 'Cancel this order?',
  confirmText: 'Order {{reference}} will be cancelled and its dishes go back on the menu. This cannot be undone.',
  keepOrder: 'Keep Order',
  confirmCancel: 'Yes, Cancel Order',
  cancelWithin: 'You can cancel this order within {{time}}',
  cannotCancel: 'You can’t cancel this order now',
};

addEnglish({ orderConfirmation });
