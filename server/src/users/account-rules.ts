import { Transform } from 'class-transformer';
import { ValidateBy, ValidationOptions } from 'class-validator';

/** The registration rules and their exact messages, shared by every account payload (docs/rules.md). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional + then 10 to 15 digits, once spaces, dashes, dots and brackets are removed. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const PASSWORD_MIN_LENGTH = 8;
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

/**
 * What a password still lacks: at least 8 characters, a letter, a number and a symbol, where a symbol is any
 * character that is neither a letter nor a number (a space, #, -, ₹ and the rest count, not only @$!%*?&).
 */
export function passwordShortfalls(password: string): string[] {
  const missing: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) missing.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!/\p{L}/u.test(password)) missing.push('a letter');
  if (!/\p{N}/u.test(password)) missing.push('a number');
  if (!/[^\p{L}\p{N}]/u.test(password)) missing.push('a symbol such as @, # or -');
  return missing;
}

/** "Password needs a number and a symbol such as @, # or -": exactly what this password lacks. */
export function passwordShortfallMessage(password: string): string {
  const missing = passwordShortfalls(password);
  const listed = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
  return `Password needs ${listed}`;
}

/** The password policy on a DTO field, its message naming what is missing. */
export function IsAcceptablePassword(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value) => typeof value === 'string' && passwordShortfalls(value).length === 0,
        defaultMessage: (args) => passwordShortfallMessage(typeof args?.value === 'string' ? args.value : ''),
      },
    },
    options,
  );
}
