import { afterFirstPaint } from './app/after-first-paint';

// The page the server sent is painted before the app's code is fetched and run. Evaluating that code takes a phone a
// few hundred milliseconds, which as part of this module often came before the browser had painted the page it read;
// fetched with the page, its 145 KB took bandwidth from the page's photo. A tap in between is kept (app/early-taps.ts).
void afterFirstPaint().then(() => import('./app/start'));
