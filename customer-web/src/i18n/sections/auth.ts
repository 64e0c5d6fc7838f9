import { addEnglish } from '../i18n-instance';

/** English texts under 'auth.', registered by the code that shows them (importing this module), not in the entry. */
export const auth = {
  title: 'Log in',
  subtitle: 'Welcome back! Log in to order and track your meals.',
  email: 'Email',
  password: 'Password',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  forgotPassword: 'Forgot password?',
  logIn: 'Log in',
  loggingIn: 'Logging in...',
  noAccount: "Don't have an account?",
  register: 'Register',
  kitchenStaff: 'Kitchen staff?',
  adminLogin: 'Admin login',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  verifyNow: 'Verify now',
  otpSent: 'A new OTP has been sent to your email.',
  useRecentCode: 'Enter the code from the email we sent you a moment ago.',
  resendFailed: 'Failed to resend OTP.',
  emailOrPhone: 'Email or phone',
  backToLogin: 'Back to login',
};

addEnglish({ auth });
