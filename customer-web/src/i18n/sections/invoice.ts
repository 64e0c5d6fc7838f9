import { addEnglish } from '../i18n-instance';

/** English texts under 'invoice.', registered by the code that shows them (importing this module), not in the entry. */
export const invoice = {
  download: 'Download invoice',
  print: 'Print invoice',
  forPrinting: 'Invoice for printing',
  failed: 'Could not get the invoice. Please try again.',
};

addEnglish({ invoice });
