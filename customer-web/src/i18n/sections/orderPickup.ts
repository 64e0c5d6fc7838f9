import { addEnglish } from '../i18n-instance';

/** English texts under 'orderPickup.', registered by the code that shows them (importing this module), not in the entry. */
export const orderPickup = {
  anyTime: '{{range}} (any time)',
};

addEnglish({ orderPickup });
