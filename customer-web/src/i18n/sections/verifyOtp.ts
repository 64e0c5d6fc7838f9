import { addEnglish } from '../i18n-instance';

/** English texts under 'verifyOtp.', registered by the code that shows them (importing this module), not in the entry. */
export const verifyOtp = {
  title: 'Verify your email',
  startAgain: 'An error occurred. Please start registration again.',
  subtitle: 'Enter the 6-digit code we sent to <strong>{{email}}</strong>.',
  enterOtp: 'Please enter the 6-digit OTP',
  verified: 'Account verified and logged in successfully!',
  verifiedLogIn: 'Account verified! Please log in.',
  invalidOtp: 'Invalid OTP. Please try again.',
  verify: 'Verify',
  verifying: 'Verifying...',
  noCode: "Didn't get the code?",
  resend: 'Resend OTP',
  resendIn: 'Resend OTP in {{time}}',
  code: 'One-time code',
  digit: 'Digit {{position}} of {{length}}',
};

addEnglish({ verifyOtp });
