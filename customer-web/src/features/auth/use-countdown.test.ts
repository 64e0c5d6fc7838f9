import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatCountdown } from '../../lib/format';
import { RESEND_COUNTDOWN_SECONDS } from './otp';
import { useCountdown } from './use-countdown';

describe('resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 10:00, reaches zero after ten minutes and starts again on restart', () => {
    const { result } = renderHook(() => useCountdown(RESEND_COUNTDOWN_SECONDS));
    expect(formatCountdown(result.current.secondsLeft)).toBe('10:00');

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(formatCountdown(result.current.secondsLeft)).toBe('8:59');

    act(() => {
      vi.advanceTimersByTime(540_000);
    });
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.restart());
    expect(formatCountdown(result.current.secondsLeft)).toBe('10:00');
  });
});
