import { CONSOLE_BASE } from './api-paths';

const DEFAULT_LANDING = '/dashboard';
const PUBLIC_PAGES = ['/login', '/forgot-password'];

/** The browser's current location, including the /admin prefix. */
export function currentBrowserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The router path of the login page that sends the admin back to `browserPath` afterwards,
 * e.g. '/admin/orders' -> '/login?redirect=%2Fadmin%2Forders'.
 */
export function loginPathFor(browserPath: string): string {
  const routerPath = toRouterPath(browserPath);
  // react-admin may log out twice while bouncing a visitor; the second time we are already on
  // the login page and must keep its redirect rather than drop it.
  if (routerPath !== null && pathnameOf(routerPath) === '/login') return routerPath;
  if (routerPath === null || isPublicPage(routerPath)) return '/login';
  return `/login?redirect=${encodeURIComponent(`${CONSOLE_BASE}${routerPath}`)}`;
}

/**
 * Where to go after signing in. Only paths inside the console are honoured, so a crafted
 * `redirect` cannot send the admin to another site.
 */
export function landingPathAfterLogin(redirect: string | null | undefined): string {
  if (!redirect) return DEFAULT_LANDING;
  const routerPath = toRouterPath(redirect);
  if (routerPath === null || routerPath === '/' || isPublicPage(routerPath)) return DEFAULT_LANDING;
  return routerPath;
}

/** '/admin/orders?x=1' -> '/orders?x=1'; null for anything outside the console. */
function toRouterPath(browserPath: string): string | null {
  if (browserPath.startsWith('//')) return null;
  if (browserPath === CONSOLE_BASE) return '/';
  if (!browserPath.startsWith(`${CONSOLE_BASE}/`) && !browserPath.startsWith(`${CONSOLE_BASE}?`)) return null;
  const rest = browserPath.slice(CONSOLE_BASE.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function pathnameOf(routerPath: string): string {
  return routerPath.split('?')[0] ?? '';
}

function isPublicPage(routerPath: string): boolean {
  const pathname = pathnameOf(routerPath);
  return PUBLIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
