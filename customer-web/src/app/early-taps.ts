import { useEffect } from 'react';

/**
 * A prerendered page shows its buttons before the app holds the page: over mobile data the page's own module and a
 * Hindi visitor's messages can take a while after the entry has run. A tap on a button in that time would do nothing,
 * so the last one is kept and made again once React has adopted the page. Taps that come after React took the root
 * are React's own (it replays those that arrive while it is still adopting the markup), so they are not kept.
 */
let keptButton: HTMLButtonElement | null = null;

function keepTap(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) keptButton = button;
}

/** Starts keeping taps on the page's buttons. */
export function keepEarlyTaps(): void {
  document.addEventListener('click', keepTap, true);
}

/** Stops keeping taps, just before React takes the root: from here on a tap is React's. */
export function handTapsToReact(): void {
  document.removeEventListener('click', keepTap, true);
}

/** Makes the kept tap once, if its button is still the page's: React kept the prerendered markup. */
export function replayEarlyTap(): void {
  const button = keptButton;
  keptButton = null;
  if (button?.isConnected) button.click();
}

/** Renders nothing; once the adopted page's effects run, it makes the tap that came too early. */
export function ReplayEarlyTap(): null {
  useEffect(replayEarlyTap, []);
  return null;
}
