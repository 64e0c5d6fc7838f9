import { addEnglish } from '../i18n-instance';

/** English texts under 'testPayment.', registered by the code that shows them (importing this module), not in the entry. */
export const testPayment = {
  opening: 'Opening the test payment...',
  failed: 'The payment could not be completed.',
  banner: 'Test payment — no money moves',
  title: 'Pay for order {{reference}}',
  explanation:
    'This kitchen has not connected Razorpay yet, so this page stands in for it. Pay confirms the order as a real payment would; Fail records a failed attempt.',
  pay: 'Pay',
  fail: 'Fail',
  seeOrder: 'See the order',
};

addEnglish({ testPayment });
