import { Notification } from 'react-admin';

/**
 * Toasts sit at the bottom and close after 4 s: at the top they covered the header's menu, refresh and account
 * buttons, on a phone the whole header.
 */
export function BottomNotification() {
  return <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} autoHideDuration={4000} />;
}
