import { addEnglish } from '../i18n-instance';

/** English texts under 'profile.', registered by the code that shows them (importing this module), not in the entry. */
export const profile = {
  checkingSession: 'Checking session...',
  logInToView: 'Please log in to view your profile.',
  goToLogin: 'Go to Login',
  nav: 'Profile',
  logOut: 'Log Out',
  personalInfo: 'Personal Info',
  orderHistory: 'Order History',
  myTiffin: 'My Tiffin',
  notifications: 'Notifications',
  paymentMethods: 'Payment Methods',
  help: 'Help & Support',
  readOnly: 'Cannot be changed here',
};

addEnglish({ profile });
