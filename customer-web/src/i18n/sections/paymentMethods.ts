import { addEnglish } from '../i18n-instance';

/** English texts under 'paymentMethods.', registered by the code that shows them (importing this module), not in the entry. */
export const paymentMethods = {
  title: 'Payment Methods',
  intro: 'You pay for each order when you place it or when you collect it. Nothing is saved to your account.',
  cashTitle: 'Pay at pickup (cash)',
  cashText: 'Choose it at checkout and pay in cash when you collect your food.',
  onlineTitle: 'Pay online at checkout',
  onlineText:
    "Choose 'Pay online' at checkout: Razorpay takes UPI, cards and netbanking on its own secure page. The kitchen never sees your card details.",
  cashOnly: 'This kitchen takes cash at pickup only for now.',
};

addEnglish({ paymentMethods });
