import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MenuCardsService } from './menu-cards.service';
import { MENU_CACHE_CONTROL } from './menus.controller';

export const MENU_PATH = '/api/v1/menus';

/** The security headers the rest of the API gets from helmet, fixed once for this route. */
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

function isMenuRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  return url === MENU_PATH || url.startsWith(`${MENU_PATH}?`);
}

/**
 * GET /api/v1/menus is the busiest call and its answer is pre-serialised, so it is answered here, in the
 * first onRequest hook, without the per-request work of helmet, guards and interceptors (the Nest route
 * stays for the OpenAPI document and answers only if this hook lets a request through).
 */
export function registerMenuFastPath(fastify: FastifyInstance, cards: MenuCardsService): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isMenuRequest(request)) return;
    const menu = await cards.menu();
    reply.headers(STATIC_HEADERS).header('etag', menu.etag);
    const origin = request.headers.origin;
    if (origin) reply.headers({ 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Content-Range,ETag', vary: 'Origin' });
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === menu.etag)) {
      return reply.code(304).send();
    }
    return reply.send(menu.body);
  });
}
