import type { RouteObject } from 'react-router';
import { loadRouteModules } from './route-modules';

function Landing() {
  return null;
}
function Menu() {
  return null;
}

describe('loadRouteModules', () => {
  it('loads the lazy modules the location matches into their routes, and only those', async () => {
    const loadMenu = vi.fn(async () => ({ Component: Menu }));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, lazy: async () => ({ Component: Landing }) },
          { path: 'menu', lazy: loadMenu },
        ],
      },
    ];
    await loadRouteModules(routes, '/');
    const [landing, menu] = routes[0].children!;
    expect(landing.Component).toBe(Landing);
    expect(landing.lazy).toBeUndefined();
    expect(loadMenu).not.toHaveBeenCalled();
    expect(menu.lazy).toBe(loadMenu);
  });

  it('leaves a route lazy when its module fails to load, so the router tries again', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const routes: RouteObject[] = [{ path: '/cart', lazy: failing }];
    await expect(loadRouteModules(routes, '/cart')).rejects.toThrow('offline');
    expect(routes[0].lazy).toBe(failing);
  });
});
