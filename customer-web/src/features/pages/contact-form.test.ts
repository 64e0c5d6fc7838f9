import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { CONTACT_MESSAGES, MAX_MESSAGE_LENGTH, toContactPayload, validateContact } from './contact-form';

const filled = { name: 'Ravi', email: 'ravi@example.com', phone: '', message: 'Lunch for 40 on Saturday?' };

describe('contact form', () => {
  it('accepts a message without a phone', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(validateContact({ name: ' ', email: 'ravi@', phone: '123', message: '' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(validateContact({ ...filled, email: '' }).email).toBe(CONTACT_MESSAGES.emailRequired);
    expect(validateContact({ ...filled, message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }).message).toBe(CONTACT_MESSAGES.messageTooLong);
  });

  it('names them in English, or in Hindi once Hindi is chosen', async () => {
    expect(validateContact({ ...filled, name: '' }).name).toBe('Name is required');
    await applyLanguage('hi');
    expect(validateContact({ ...filled, name: '' }).name).toBe('नाम ज़रूरी है');
  });

  it('sends trimmed values and leaves out an empty phone', () => {
    expect(toContactPayload({ ...filled, name: ' Ravi ', message: ' Hi there ' })).toEqual({
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Hi there',
    });
    expect(toContactPayload({ ...filled, phone: ' 98765 43210 ' }).phone).toBe('98765 43210');
  });
});
