import { useEffect, useState } from 'react';

/** The time in milliseconds, refreshed every second while `ticking`; for countdowns to a server's deadline. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/** Whole seconds from `now` until the instant `iso`, never below 0: what a countdown shows. */
export function secondsUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}
