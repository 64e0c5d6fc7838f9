import { useCallback, useEffect, useState } from 'react';

/** Counts whole seconds down to zero from a fixed deadline, so a slow tab never drifts. */
export function useCountdown(totalSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + totalSeconds * 1000);
  const secondsFromNow = useCallback(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)), [deadline]);
  const [secondsLeft, setSecondsLeft] = useState(secondsFromNow);

  useEffect(() => {
    setSecondsLeft(secondsFromNow());
    const timer = window.setInterval(() => {
      const left = secondsFromNow();
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsFromNow]);

  const restart = useCallback(() => setDeadline(Date.now() + totalSeconds * 1000), [totalSeconds]);
  return { secondsLeft, restart };
}
