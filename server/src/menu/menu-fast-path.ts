import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedMenu } from './menu-cache.service';
import type { MenuCardsService } from './menu-cards.service';
import { MENU_CACHE_CONTROL } from './menus.controller';

export const MENU_PATH = '/api/v1/menus';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** The security headers the rest of the API gets from helmet, fixed once for this answer. */
const STATIC_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': MENU_CACHE_CONTROL,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'origin-agent-cluster': '?1',
  'x-xss-protection': '0',
};

function isMenuRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  return url === MENU_PATH || url.startsWith(`${MENU_PATH}?`);
}

function matchesEtag(request: IncomingMessage, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /api/v1/menus is the busiest call and its answer is pre-serialised, so it is answered in front of
 * Fastify and Nest, at the cost of a plain node:http response: no per-request routing, hooks, guards or
 * interceptors. Everything else, and this path too until the app is ready or when building the menu
 * fails, goes to the framework (whose Nest route also documents the call in OpenAPI).
 */
interface EncodedMenu {
  body: Buffer;
  headers: Record<string, string>;
}

export class MenuFastPath {
  private cards?: MenuCardsService;
  /** Bytes and headers of each cached menu, encoded once. */
  private readonly encoded = new WeakMap<CachedMenu, EncodedMenu>();

  attach(cards: MenuCardsService): void {
    this.cards = cards;
  }

  /** A node:http request listener answering the menu and handing every other request to `next`. */
  listener(next: RequestHandler): RequestHandler {
    return (request, response) => {
      const cards = this.cards;
      if (!cards || !isMenuRequest(request)) return next(request, response);
      const cached = cards.cachedMenu();
      if (cached) return this.answer(request, response, cached);
      cards.menu().then(
        (menu) => this.answer(request, response, menu),
        () => next(request, response),
      );
    };
  }

  private answer(request: IncomingMessage, response: ServerResponse, menu: CachedMenu): void {
    const { body, headers } = this.encode(menu);
    const origin = request.headers.origin;
    const corsHeaders = origin
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Content-Range,ETag', vary: 'Origin' }
      : undefined;
    if (matchesEtag(request, menu.etag)) {
      response.writeHead(304, { ...headers, 'content-length': '0', ...corsHeaders }).end();
      return;
    }
    response.writeHead(200, corsHeaders ? { ...headers, ...corsHeaders } : headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private encode(menu: CachedMenu): EncodedMenu {
    let encoded = this.encoded.get(menu);
    if (!encoded) {
      const body = Buffer.from(menu.body);
      encoded = { body, headers: { ...STATIC_HEADERS, etag: menu.etag, 'content-length': String(body.length) } };
      this.encoded.set(menu, encoded);
    }
    return encoded;
  }
}
