import { addEnglish } from '../i18n-instance';

/** English texts under 'personalInfo.', registered by the code that shows them (importing this module), not in the entry. */
export const personalInfo = {
  title: 'Personal Info',
  refresh: 'Refresh Profile',
  loadFailed: 'Failed to load profile details.',
  form: 'Personal info',
  fullName: 'Full name',
  phone: 'Phone number',
  savedOnLeave: 'Saved when you leave the field',
  email: 'Email',
  role: 'Role',
  roles: { CUSTOMER: 'CUSTOMER', ADMIN: 'ADMIN' },
  phoneInvalid: 'Enter a valid phone number',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  updateError: 'Error updating profile',
  refreshed: 'Profile refreshed!',
};

addEnglish({ personalInfo });
