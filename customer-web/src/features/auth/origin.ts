/** Where a person goes after signing in when nobody remembered an origin (docs/rules.md). */
export const DEFAULT_AFTER_LOGIN = '/menu';

const AUTH_PATHS = ['/login', '/register', '/verify-register-otp', '/forgot-password', '/reset-password'];

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function asPath(candidate: unknown): string | null {
  if (typeof candidate === 'string') return candidate;
  if (candidate && typeof candidate === 'object') {
    const { pathname, search, hash } = candidate as LocationLike;
    if (typeof pathname === 'string') {
      return pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
    }
  }
  return null;
}

/**
 * The page that sent someone to sign in, from router state `{ from }` (a path or a location)
 * or a `?from=` query. Only same-site paths are honoured, so a crafted link cannot send a
 * freshly signed-in person to another site; auth pages themselves are never an origin.
 */
export function rememberedOrigin(state: unknown, search = ''): string | null {
  const fromState = state && typeof state === 'object' ? asPath((state as { from?: unknown }).from) : null;
  const path = fromState ?? new URLSearchParams(search).get('from');
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  if (AUTH_PATHS.some((authPath) => path === authPath || path.startsWith(`${authPath}?`))) return null;
  return path;
}

export function destinationAfterLogin(state: unknown, search = ''): string {
  return rememberedOrigin(state, search) ?? DEFAULT_AFTER_LOGIN;
}
