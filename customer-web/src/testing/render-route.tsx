import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Where the page navigated to, with the router state it passed along. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state as unknown })}</output>;
}

/** Renders one page at `path` (pattern `route`, a query allowed); every other path renders a probe showing where we went. */
export function renderRoute(element: ReactElement, { route, path, state }: { route: string; path: string; state?: unknown }) {
  const [pathname = '', query] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
