export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Enter a valid phone number',
  messageRequired: 'Please write your message',
  messageTooLong: 'Please keep your message under 2000 characters',
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  failed: 'Could not send your message. Please try again.',
} as const;

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
