/**
 * The entry: lets the browser paint what the HTML already holds (a prerendered page, or index.html's header) before
 * the app's code runs, then starts the app (app/start.tsx). index.html preloads the app's chunks, so they download
 * meanwhile. Without this wait Chrome often ran the scripts before its first frame, and the page painted only after
 * them. A hidden tab paints no frames, so the wait is capped.
 */
const FIRST_FRAME_WAIT_MS = 100;

function firstFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, FIRST_FRAME_WAIT_MS);
  });
}

void firstFrame().then(() => import('./app/start'));
