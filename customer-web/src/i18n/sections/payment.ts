import { addEnglish } from '../i18n-instance';

/** English texts under 'payment.', registered by the code that shows them (importing this module), not in the entry. */
export const payment = {
  failed: 'Your last payment attempt failed. You can try again.',
  awaiting: 'Awaiting payment',
  paid: 'Paid online',
  refundStarted: 'Refund started: the money goes back to how you paid within 5–7 working days.',
  refunded: 'Refunded',
  notConfirmedYet: 'We could not confirm the payment yet; your order page will show it.',
};

addEnglish({ payment });
