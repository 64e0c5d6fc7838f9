import { addEnglish } from '../i18n-instance';

/** English texts under 'resetPassword.', registered by the code that shows them (importing this module), not in the entry. */
export const resetPassword = {
  title: 'Set a new password',
  subtitle: 'Enter the code from the email and choose a new password.',
  sentTitle: 'Reset link/OTP sent successfully!',
  sentText: 'If an account matches {{identifier}}, a reset code is on its way to its email. It may take a minute to arrive.',
  code: 'Reset code',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  saving: 'Saving...',
  reset: 'Reset password',
  newCode: 'Send a new code',
  codeRequired: 'Please enter the code from the email',
  done: 'Your password has been reset. Log in with your new password.',
  failed: 'Could not reset your password. Check the code and try again.',
};

addEnglish({ resetPassword });
