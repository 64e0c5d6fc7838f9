import { addEnglish } from '../i18n-instance';

/** English texts under 'register.', registered by the code that shows them (importing this module), not in the entry. */
export const register = {
  title: 'Create your account',
  subtitle: 'Register to order home-style meals for pickup.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  phoneHelper: '10 to 15 digits, + allowed',
  password: 'Password',
  passwordHelper: 'At least 8 characters with a letter, a number and a symbol (any character that is neither)',
  confirmPassword: 'Confirm password',
  terms: 'I agree to the Terms of Service and Privacy Policy',
  newDrops: 'Tell me when the kitchen opens orders for a new cook date',
  register: 'Register',
  registering: 'Registering...',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  success: 'Registration successful! An OTP has been sent to your email.',
  failed: 'Registration failed. Please try again.',
  errors: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a valid phone number',
    passwordRequired: 'Password is required',
    passwordNeeds: 'Password needs {{missing}}',
    needs: { length: 'at least {{count}} characters', letter: 'a letter', number: 'a number', symbol: 'a symbol such as @, # or -' },
    needsJoin: '{{first}} and {{last}}',
    confirmRequired: 'Please confirm your password',
    confirmMismatch: 'Passwords do not match',
    termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  },
};

addEnglish({ register });
