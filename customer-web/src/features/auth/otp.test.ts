import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../lib/format';
import { isCompleteOtp, sanitiseOtp } from './otp';

describe('otp rules', () => {
  it('keeps digits only and at most six', () => {
    expect(sanitiseOtp('12a3-4 5')).toBe('12345');
    expect(sanitiseOtp('12345678')).toBe('123456');
    expect(sanitiseOtp('abc')).toBe('');
  });

  it('calls only six digits complete', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
  });

  it('shows the resend countdown as m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
