import { Transform } from 'class-transformer';

/** The registration rules and their exact messages, shared by every account payload (docs/rules.md). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password must be at least 8 characters and include a letter, number, and special character',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional + then 10 to 15 digits, once spaces, dashes, dots and brackets are removed. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
/** Letters, digits and @$!%*?& only; at least one letter, one digit and one of the specials. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** Hashing cost grows with input; nobody needs a longer password than this. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;

const PHONE_SEPARATORS = /[\s\-().]/g;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, and a bare 10-digit (Indian) number gets the 91 country code. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** Trims text input; anything else is left for the validators to reject. */
export const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed and lower-cased, so e-mail addresses compare case-insensitively. */
export const NormalisedEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value));

/** Separators people type ("98765 43210", "(987) 654-3210") removed before the pattern is checked. */
export const PhoneInput = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(PHONE_SEPARATORS, '') : value));
