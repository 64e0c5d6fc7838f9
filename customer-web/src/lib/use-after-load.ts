import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: the moment for extras (the hero video) that must not
 * compete with what makes the page usable. The change is a transition, drawn in slices a tap can interrupt.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    const becomeReady = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      idleHandle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(becomeReady, { timeout: 2000 })
          : window.setTimeout(becomeReady, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, []);
  return ready;
}
