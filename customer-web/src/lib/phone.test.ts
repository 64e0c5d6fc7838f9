import { formatPhone } from '@home-kitchen/api';
import { isValidPhone, normalisePhone } from './phone';

describe('phones', () => {
  it('round-trip: what formatPhone shows is valid and stored as the same digits again', () => {
    const shown = formatPhone('919876543210');
    expect(isValidPhone(shown)).toBe(true);
    expect(normalisePhone(shown)).toBe('919876543210');
  });
});
