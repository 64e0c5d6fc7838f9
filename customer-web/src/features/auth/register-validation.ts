import { i18n } from '../../i18n/i18n';
import { isValidPhone, normalisePhone } from '../../lib/phone';
import { passwordShortfallMessage } from './password-rule';
import '../../i18n/sections/register';

export { isValidPhone, normalisePhone };

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  /** Asks for the 'New drops' messages (off unless ticked: docs/decisions.md, Messages). */
  newDrops: boolean;
  /** Consents to WhatsApp messages on the number typed (off unless ticked). */
  whatsapp: boolean;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export interface RegisterPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
  newDrops: boolean;
  whatsapp: boolean;
}

export const emptyRegisterValues: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  newDrops: false,
  whatsapp: false,
};

/** The form's messages in the language the site is shown in, read when a field is checked. */
export const REGISTER_MESSAGES = {
  get nameRequired() {
    return i18n.t('register.errors.nameRequired');
  },
  get emailRequired() {
    return i18n.t('register.errors.emailRequired');
  },
  get emailInvalid() {
    return i18n.t('register.errors.emailInvalid');
  },
  get phoneRequired() {
    return i18n.t('register.errors.phoneRequired');
  },
  get phoneInvalid() {
    return i18n.t('register.errors.phoneInvalid');
  },
  get passwordRequired() {
    return i18n.t('register.errors.passwordRequired');
  },
  get confirmRequired() {
    return i18n.t('register.errors.confirmRequired');
  },
  get confirmMismatch() {
    return i18n.t('register.errors.confirmMismatch');
  },
  get termsRequired() {
    return i18n.t('register.errors.termsRequired');
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function validateRegisterField(field: RegisterField, values: RegisterValues): string | undefined {
  switch (field) {
    case 'name':
      return values.name.trim() ? undefined : REGISTER_MESSAGES.nameRequired;
    case 'email':
      if (!values.email.trim()) return REGISTER_MESSAGES.emailRequired;
      return isValidEmail(values.email) ? undefined : REGISTER_MESSAGES.emailInvalid;
    case 'phone':
      if (!values.phone.trim()) return REGISTER_MESSAGES.phoneRequired;
      return isValidPhone(values.phone) ? undefined : REGISTER_MESSAGES.phoneInvalid;
    case 'password':
      if (!values.password) return REGISTER_MESSAGES.passwordRequired;
      return passwordShortfallMessage(values.password);
    case 'confirmPassword':
      if (!values.confirmPassword) return REGISTER_MESSAGES.confirmRequired;
      return values.confirmPassword === values.password ? undefined : REGISTER_MESSAGES.confirmMismatch;
    case 'acceptTerms':
      return values.acceptTerms ? undefined : REGISTER_MESSAGES.termsRequired;
    case 'newDrops':
    case 'whatsapp':
      return undefined;
  }
}

const FIELD_ORDER: RegisterField[] = ['name', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'];

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of FIELD_ORDER) {
    const message = validateRegisterField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function toRegisterPayload(values: RegisterValues): RegisterPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalisePhone(values.phone),
    password: values.password,
    newDrops: values.newDrops,
    whatsapp: values.whatsapp,
  };
}
