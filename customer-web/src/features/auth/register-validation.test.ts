import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import {
  REGISTER_MESSAGES,
  emptyRegisterValues,
  isValidPhone,
  normalisePhone,
  toRegisterPayload,
  validateRegister,
  validateRegisterField,
  type RegisterValues,
} from './register-validation';

const valid: RegisterValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  acceptTerms: true,
  newDrops: false,
  whatsapp: false,
};

const withValues = (patch: Partial<RegisterValues>): RegisterValues => ({ ...valid, ...patch });

describe('register validation', () => {
  it('accepts a complete, well-formed form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('reports every required field of an empty form with the spec texts', () => {
    expect(validateRegister(emptyRegisterValues)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      acceptTerms: REGISTER_MESSAGES.termsRequired,
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateRegisterField('name', withValues({ name: '   ' }))).toBe('Name is required');
  });

  it.each(['asha', 'asha@', 'asha@example', '@example.com', 'as ha@example.com'])('rejects the e-mail %j', (email) => {
    expect(validateRegisterField('email', withValues({ email }))).toBe('Enter a valid email');
  });

  it('accepts an e-mail with surrounding spaces', () => {
    expect(validateRegisterField('email', withValues({ email: '  asha@example.co.in ' }))).toBeUndefined();
  });

  it.each(['12345', '123456789', '+1234567890123456', '98765abcde', '++919876543210'])('rejects the phone %j', (phone) => {
    expect(validateRegisterField('phone', withValues({ phone }))).toBe('Enter a valid phone number');
  });

  it.each(['9876543210', '+919876543210', '+91 98765 43210', '123456789012345', '(080) 4567-8901'])('accepts the phone %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['Short@1', 'Password needs at least 8 characters'],
    ['NoDigits@abc', 'Password needs a number'],
    ['NoSpecial123', 'Password needs a symbol such as @, # or -'],
    ['12345678@', 'Password needs a letter'],
    ['abc', 'Password needs at least 8 characters, a number and a symbol such as @, # or -'],
    ['secretword', 'Password needs a number and a symbol such as @, # or -'],
  ])('says exactly what the password %j lacks, as the server does', (password, message) => {
    expect(validateRegisterField('password', withValues({ password, confirmPassword: password }))).toBe(message);
  });

  it.each(['Secret@1', 'abc$1234', 'A1!aaaaa', 'x?9yyyyyyyyy', 'Chai#2026', 'Spaces 123', 'dal-makhani-9', 'चाय₹2026ab'])(
    'accepts the password %j: any symbol counts',
    (password) => {
      expect(validateRegisterField('password', withValues({ password }))).toBeUndefined();
    },
  );

  it('says what is missing in Hindi when Hindi is chosen', async () => {
    await applyLanguage('hi');
    expect(validateRegisterField('password', withValues({ password: 'secretword' }))).toBe('पासवर्ड में एक अंक और @, # या - जैसा एक चिह्न चाहिए');
    await applyLanguage('en');
  });

  it('requires the confirmation to match the password', () => {
    expect(validateRegisterField('confirmPassword', withValues({ confirmPassword: 'Secret@124' }))).toBe('Passwords do not match');
  });

  it('requires the terms to be accepted', () => {
    expect(validateRegisterField('acceptTerms', withValues({ acceptTerms: false }))).toBe(REGISTER_MESSAGES.termsRequired);
  });
});

describe('phone normalisation', () => {
  it('prefixes a 10-digit number with 91', () => {
    expect(normalisePhone('9876543210')).toBe('919876543210');
  });

  it('strips everything that is not a digit', () => {
    expect(normalisePhone('+91 98765-43210')).toBe('919876543210');
    expect(normalisePhone('(080) 4567-8901')).toBe('08045678901');
  });

  it('leaves longer numbers without an added prefix', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('register payload', () => {
  it('trims name and e-mail, normalises the phone, leaves out the confirmation and terms, and carries the new-drops and WhatsApp choices', () => {
    expect(
      toRegisterPayload(
        withValues({ name: '  Asha Rao ', email: ' asha@example.com  ', phone: '98765 43210', newDrops: true, whatsapp: true }),
      ),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '919876543210',
      password: 'Secret@123',
      newDrops: true,
      whatsapp: true,
    });
  });
});
