import { addEnglish } from '../i18n-instance';

/** English texts under 'orderDetail.', registered by the code that shows them (importing this module), not in the entry. */
export const orderDetail = {
  back: 'Back to Order History',
  loading: 'Loading order details...',
  notFound: 'Order not found or failed to load.',
  title: 'Order {{reference}}',
  reference: 'Reference',
  placedOn: 'Placed on',
  pickup: 'Pickup',
  paymentMethod: 'Payment method',
  status: 'Status',
  paymentMethods: { COD: 'Pay at pickup', ONLINE: 'Online payment' },
  instructions: 'Special instructions: {{instructions}}',
  items: 'Items in this order',
  item: 'Item',
  quantity: 'Quantity',
  price: 'Price',
};

addEnglish({ orderDetail });
