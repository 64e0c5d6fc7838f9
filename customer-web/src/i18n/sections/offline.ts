import { addEnglish } from '../i18n-instance';

/** English texts under 'offline.', registered by the code that shows them (importing this module), not in the entry. */
export const offline = {
  notice: "You're offline. The menu and your orders need a connection and will load when you are back online.",
};

addEnglish({ offline });
