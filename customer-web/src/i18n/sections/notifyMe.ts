import { addEnglish } from '../i18n-instance';

/** English texts under 'notifyMe.', registered by the code that shows them (importing this module), not in the entry. */
export const notifyMe = {
  notifyMe: 'Notify me',
  whenBack: 'when {{dish}} is back',
  onTheList: "You're on the list",
  leave: 'Leave the list',
  leaveFor: 'for {{dish}}',
  logInFirst: "Log in and we'll tell you when {{dish}} is back.",
  joined: "We'll let you know when {{dish}} is back.",
  joinFailed: 'Could not add you to the list for {{dish}}.',
  left: 'You left the list for {{dish}}.',
  leaveFailed: 'Could not take you off the list for {{dish}}.',
};

addEnglish({ notifyMe });
