import { addEnglish } from '../i18n-instance';

/** English texts under 'orderHistory.', registered by the code that shows them (importing this module), not in the entry. */
export const orderHistory = {
  title: 'Order History',
  loading: 'Loading your orders...',
  tryAgain: 'Try again',
  loadFailed: 'We could not load your orders.',
  empty: 'You have no past orders.',
  table: 'Your orders',
  orderRef: 'Order Ref',
  date: 'Date',
  pickup: 'Pickup',
  status: 'Status',
};

addEnglish({ orderHistory });
