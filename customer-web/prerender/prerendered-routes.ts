import { landingPaths } from '../src/config/paths';

/** A page prerendered at build time: the route pattern the server matches, a URL that draws it, and its file. */
export interface PrerenderedRoute {
  path: string;
  url: string;
  file: string;
}

/** The pages people land on from outside (vite.config.ts preloads their code too). A dish's shell is the same for every dish. */
export const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { path: landingPaths.home, url: '/', file: 'landing.html' },
  { path: landingPaths.menu, url: '/menu', file: 'menu.html' },
  { path: landingPaths.dish, url: '/food/1', file: 'dish.html' },
];
