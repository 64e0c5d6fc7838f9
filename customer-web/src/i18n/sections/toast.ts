import { addEnglish } from '../i18n-instance';

/** English texts under 'toast.', registered by the code that shows them (importing this module), not in the entry. */
export const toast = {
  close: 'Close',
};

addEnglish({ toast });
