import { addEnglish } from '../i18n-instance';

/** English texts under 'deviceNotifications.', registered by the code that shows them (importing this module), not in the entry. */
export const deviceNotifications = {
  offerTitle: "Get told when it's ready",
  title: 'Notifications on this device',
  off: 'Get a notification on this device when your order is ready, a dish you wait for is back, or a new drop opens.',
  on: 'Notifications are on for this device.',
  blocked: 'Notifications are blocked for this site in your browser settings. Allow them there to turn them on.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  turnedOn: 'Notifications are on for this device',
  turnedOff: 'Notifications are off for this device',
  changeFailed: 'Could not change notifications on this device. Please try again.',
};

addEnglish({ deviceNotifications });
