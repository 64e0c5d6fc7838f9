import { addEnglish } from '../i18n-instance';

/** English texts under 'vegMark.', registered by the code that shows them (importing this module), not in the entry. */
export const vegMark = {
  veg: 'Veg',
  nonVeg: 'Non-Veg',
};

addEnglish({ vegMark });
