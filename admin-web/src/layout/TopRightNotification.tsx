import { Notification } from 'react-admin';

/** Toasts sit top-right and close after 4 s. */
export function TopRightNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} />;
}
