import type { RouteObject } from 'react-router';
import { lazyPage, type PageHandle } from './lazy-page';
import { loadRouteModules } from './route-modules';

function Landing() {
  return null;
}
function Menu() {
  return null;
}

describe('loadRouteModules', () => {
  it('loads the page modules the location matches, and only those', async () => {
    const loadLanding = vi.fn(async () => Landing);
    const loadMenu = vi.fn(async () => Menu);
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, ...lazyPage(loadLanding) },
          { path: 'menu', ...lazyPage(loadMenu) },
        ],
      },
    ];
    await loadRouteModules(routes, '/');
    expect(loadLanding).toHaveBeenCalledTimes(1);
    expect(loadMenu).not.toHaveBeenCalled();
  });

  it('loads a page once however often it is asked for', async () => {
    const loadMenu = vi.fn(async () => Menu);
    const routes: RouteObject[] = [{ path: '/menu', ...lazyPage(loadMenu) }];
    await Promise.all([loadRouteModules(routes, '/menu'), loadRouteModules(routes, '/menu')]);
    await (routes[0].handle as PageHandle).preload();
    expect(loadMenu).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed, so the next attempt fetches the module again', async () => {
    const loadCart = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Menu);
    const routes: RouteObject[] = [{ path: '/cart', ...lazyPage(loadCart) }];
    await expect(loadRouteModules(routes, '/cart')).rejects.toThrow('offline');
    await loadRouteModules(routes, '/cart');
    expect(loadCart).toHaveBeenCalledTimes(2);
  });
});
