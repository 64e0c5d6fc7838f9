import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { CheckoutHold } from '../../lib/api-types';
import { useNow } from '../../lib/use-now';
import { checkoutApi } from '../../lib/checkout-api';
import { holdSecondsLeft } from './hold-text';

export type HoldView =
  | { state: 'holding' }
  | { state: 'held'; hold: CheckoutHold; secondsLeft: number }
  | { state: 'expired' }
  /** The server would not hold the cart (sold out, not enough left, closed): its message says why. */
  | { state: 'refused'; message: string }
  /** No answer: checkout still works, the order takes its portions when placed. */
  | { state: 'unavailable' };

type HoldResult =
  { state: 'held'; hold: CheckoutHold } | { state: 'refused'; message: string } | { state: 'unavailable' } | { state: 'holding' };

/**
 * Holds the cart's portions while checkout is open (docs/decisions.md, 'Holds'): asks once on opening, counts down
 * to the server's deadline, and releases the hold when the customer leaves without ordering. `keep()` is called once
 * the order is placed: the order took the held portions, so there is nothing to release.
 */
export function useCheckoutHold() {
  const [result, setResult] = useState<HoldResult>({ state: 'holding' });
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const kept = useRef(false);

  const hold = useCallback(() => {
    setResult({ state: 'holding' });
    const request = checkoutApi.hold().then(
      (held) => setResult({ state: 'held', hold: held }),
      (error: unknown) =>
        setResult(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? { state: 'refused', message: error.message }
            : { state: 'unavailable' },
        ),
    );
    pending.current = request;
  }, []);

  useEffect(() => {
    kept.current = false;
    hold();
    // Closing the tab or typing another address unmounts nothing: the page says goodbye instead.
    const onPageHide = () => {
      if (!kept.current) void checkoutApi.releaseOnExit().catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Released after the hold request settles, so a slow hold cannot outlive the page.
      if (!kept.current) void pending.current.then(() => checkoutApi.release()).catch(() => undefined);
    };
  }, [hold]);

  const now = useNow(result.state === 'held');
  const keep = useCallback(() => {
    kept.current = true;
  }, []);

  return { view: viewOf(result, now), holdAgain: hold, keep };
}

function viewOf(result: HoldResult, now: number): HoldView {
  if (result.state !== 'held') return result;
  const secondsLeft = holdSecondsLeft(result.hold, now);
  return secondsLeft > 0 ? { state: 'held', hold: result.hold, secondsLeft } : { state: 'expired' };
}
