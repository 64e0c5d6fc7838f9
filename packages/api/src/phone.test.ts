import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows a stored Indian mobile as +91 and two groups of five', () => {
    expect(formatPhone('919876543210')).toBe('+91 98765 43210');
  });

  it('gives a bare ten-digit number the Indian code it is stored with', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });

  it('shows other countries with their + and ungrouped', () => {
    expect(formatPhone('447911123456')).toBe('+447911123456');
  });

  it('leaves anything that is not a stored number as it is', () => {
    expect(formatPhone('N/A')).toBe('N/A');
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+91 98765 43210')).toBe('+91 98765 43210');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
