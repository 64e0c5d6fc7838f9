import { addEnglish } from '../i18n-instance';

/** English texts under 'forgotPassword.', registered by the code that shows them (importing this module), not in the entry. */
export const forgotPassword = {
  title: 'Forgot password',
  subtitle: 'Enter the email or phone number of your account. We will email you a code to set a new password.',
  sending: 'Sending...',
  send: 'Send reset code',
  haveCode: 'I already have a code',
  sendFailed: 'Could not send a reset code. Please try again.',
  identifierRequired: 'Please enter your email or phone number',
};

addEnglish({ forgotPassword });
