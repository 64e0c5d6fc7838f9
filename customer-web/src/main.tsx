import { afterFirstPaint } from './app/after-first-paint';
import { nextTask } from './app/next-task';

// The page the server sent is painted before the app's code is fetched and run. Evaluating that code takes a phone a
// few hundred milliseconds, which as part of this module often came before the browser had painted the page it read;
// fetched with the page, its 145 KB took bandwidth from the page's photo. A tap in between is kept (app/early-taps.ts).
void afterFirstPaint()
  .then(() => import('./app/start-libraries'))
  .then(nextTask)
  .then(() => import('./app/app-providers'))
  .then(nextTask)
  .then(() => import('./app/start'));
