import { phoneForPeople } from './phone-display';

describe('phoneForPeople', () => {
  it('writes an Indian number with +91 and a space after five digits, others with a plus', () => {
    expect(phoneForPeople('919876543210')).toBe('+91 98765 43210');
    expect(phoneForPeople('447700900123')).toBe('+447700900123');
    expect(phoneForPeople(null)).toBe('');
  });
});
