/**
 * The app's start, run by main.tsx once the page the server sent has been painted: connects the API client, takes the
 * data that came with the page, and draws (or adopts) the page.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { connectApiClientToSession } from './api-session';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { handTapsToReact } from './early-taps';
import { nextTask } from './next-task';
import { matchesPrerender } from './prerendered-root';
import { loadRouteModules } from './route-modules';
import { AppRoutes, routes } from './router';
import { appTheme } from './theme';
import { applyLanguage, storedLanguage } from '../i18n/i18n';
import { adoptPageData } from '../lib/catalogue';
import { loadSettings } from '../lib/settings-api';
import { registerServiceWorker } from '../lib/service-worker';

const root = document.getElementById('root') as HTMLElement;

/**
 * Draws (or adopts) the page. Each step is a task of its own, after the one that ran the app's scripts: on a slow phone
 * the scripts take about 130 ms, matching the route and asking for its module 30, the theme 30, and every task over
 * 50 ms keeps the page from answering a tap.
 */
async function start(): Promise<void> {
  await nextTask();
  connectApiClientToSession();
  // The rule values (tax, cancel window) the app shows; the last known ones serve until they arrive.
  void loadSettings();
  registerServiceWorker();
  const language = storedLanguage();
  const visitor = { language, year: new Date().getFullYear() };
  await nextTask();
  // A Hindi visitor's messages arrive before the first render, so the page never flashes English at them (English is
  // bundled). The page's own module is loaded first too, so the first render draws the page, not a loading screen.
  await Promise.all([applyLanguage(language), loadRouteModules(routes, window.location.pathname)]).catch(() => undefined);
  await nextTask();
  appTheme();
  await nextTask();
  // /menu and dish pages arrive with the menu in them; the first render draws from it.
  adoptPageData();
  await nextTask();
  const app = (
    <AppProviders emotionCache={createEmotionCache()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  handTapsToReact();
  // As a transition, React draws (or adopts) the page in slices of a few milliseconds and lets the browser answer
  // input in between, instead of one long task after the scripts have loaded.
  startTransition(() => {
    if (matchesPrerender(root, visitor)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
