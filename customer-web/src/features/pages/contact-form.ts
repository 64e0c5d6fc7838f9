import { i18n } from '../../i18n/i18n';
import '../../i18n/sections/pages';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The form's own messages, in the language the site is shown in when they are read. */
export const CONTACT_MESSAGES = {
  get nameRequired() {
    return i18n.t('pages.contact.nameRequired');
  },
  get emailRequired() {
    return i18n.t('pages.contact.emailRequired');
  },
  get emailInvalid() {
    return i18n.t('pages.contact.emailInvalid');
  },
  get phoneInvalid() {
    return i18n.t('pages.contact.phoneInvalid');
  },
  get messageRequired() {
    return i18n.t('pages.contact.messageRequired');
  },
  get messageTooLong() {
    return i18n.t('pages.contact.messageTooLong');
  },
  get sent() {
    return i18n.t('pages.contact.sent');
  },
  get failed() {
    return i18n.t('pages.contact.failed');
  },
};

export const MAX_MESSAGE_LENGTH = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?\d{10,15}$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  const phone = values.phone.replace(/[\s\-().]/g, '');
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = CONTACT_MESSAGES.phoneInvalid;
  const message = values.message.trim();
  if (!message) errors.message = CONTACT_MESSAGES.messageRequired;
  else if (message.length > MAX_MESSAGE_LENGTH) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}

/** What POST /contact receives: trimmed text, and no phone key when none was given. */
export function toContactPayload(values: ContactValues): { name: string; email: string; phone?: string; message: string } {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
  };
}
