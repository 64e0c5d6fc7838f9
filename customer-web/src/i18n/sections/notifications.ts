import { addEnglish } from '../i18n-instance';

/** English texts under 'notifications.', registered by the code that shows them (importing this module), not in the entry. */
export const notifications = {
  title: 'Notifications',
  loading: 'Loading notifications...',
  loadFailed: 'We could not load your notifications. Please try again later.',
  empty: 'No notifications yet. Updates about your orders will appear here.',
  list: 'Notifications',
  order: 'Order {{ref}}',
};

addEnglish({ notifications });
