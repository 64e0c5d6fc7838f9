import { useEffect } from 'react';

/**
 * A prerendered page shows its buttons before the app holds the page: over mobile data the entry module, the page's
 * own module and a Hindi visitor's messages can take a second or more. The head script (early-tap-keeper.ts) keeps the
 * last tap on a button in that time; the app takes it over just before React takes the root and makes it again once
 * React has adopted the page. Taps that come after React took the root are React's own (it replays those that arrive
 * while it is still adopting the markup), so they are not kept.
 */
let keptButton: HTMLButtonElement | null = null;

/** Takes the kept tap from the head script, just before React takes the root: from here on a tap is React's. */
export function handTapsToReact(): void {
  keptButton = window.earlyTaps?.handOver() ?? null;
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
