import { addEnglish } from '../i18n-instance';

/** English texts under 'totals.', registered by the code that shows them (importing this module), not in the entry. */
export const totals = {
  subtotal: 'Subtotal',
  discount: 'Discount ({{code}})',
  defaultTax: 'Taxes & Fees',
  included: '{{tax}} (included)',
};

addEnglish({ totals });
