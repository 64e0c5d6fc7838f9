import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy page modules a location matches and puts them into their routes, so the router starts with the
 * page ready to draw (as the build's prerender drew it) rather than with its loading fallback.
 */
export async function loadRouteModules(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }),
  );
}
