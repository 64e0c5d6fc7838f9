import { addEnglish } from '../i18n-instance';

/** English texts under 'paymentPanel.', registered by the code that shows them (importing this module), not in the entry. */
export const paymentPanel = {
  timeLeft: 'Time left to pay',
  payNow: 'Pay now',
  cancelledBy: {
    CUSTOMER: 'You cancelled this order.',
    KITCHEN: 'The kitchen cancelled this order.',
    PAYMENT_TIMEOUT: 'Payment time ran out, so your portions were released',
  },
};

addEnglish({ paymentPanel });
