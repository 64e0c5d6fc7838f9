import { matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from './lazy-page';

/**
 * Loads the page modules a location matches, so the first render draws the page (as the build's prerender drew it)
 * rather than its loading fallback.
 */
export async function loadRouteModules(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const pages = matches.flatMap(({ route }) => {
    const page = route.handle as PageHandle | undefined;
    return page ? [page.preload()] : [];
  });
  await Promise.all(pages);
}
