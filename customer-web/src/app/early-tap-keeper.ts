/** What the page's head script leaves for the app: the taps it kept, handed over once. */
export interface EarlyTapKeeper {
  /** Stops keeping taps and gives the button last tapped, if any. */
  handOver(): HTMLButtonElement | null;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTapKeeper;
  }
}

/**
 * Keeps the last tap on a button of the page the server sent, from the moment the page starts to arrive. The build
 * puts this into index.html's head as a classic script of its own (head-script/vite-plugin.ts), so it runs before the
 * browser has read the buttons, long before the app's entry module has downloaded and run. Nothing is imported: the
 * head script is this file alone.
 */
export function keepEarlyTaps(page: Window): void {
  let kept: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) kept = button;
  };
  page.document.addEventListener('click', keep, true);
  page.earlyTaps = {
    handOver() {
      page.document.removeEventListener('click', keep, true);
      delete page.earlyTaps;
      return kept;
    },
  };
}
