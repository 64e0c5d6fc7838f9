import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERRORS } from './common/common.exception';
import type { ErrorBody } from './common/http-exception.filter';
import { AppConfig } from './config/app-config';
import type { CustomerIndex } from './customer-index';
import type { MenuCardsService } from './menu/menu-cards.service';
import { MenuPages } from './menu-pages';
import { WorkerPageRenderer } from './page-renderer';
import { chooseEncoding } from './compressed-html';

const repositoryRoot = join(__dirname, '..', '..');
export const CUSTOMER_SITE = join(repositoryRoot, 'customer-web', 'dist');
export const ADMIN_SITE = join(repositoryRoot, 'admin-web', 'dist');
export const DISH_MEDIA = join(repositoryRoot, 'server', 'assets');
/** The customer site's page renderer, which its build writes beside the site. */
export const PAGE_RENDERER = join(repositoryRoot, 'customer-web', 'server-render', 'dist', 'page-render-worker.mjs');

/** Hashed build assets never change; index.html must always be revalidated. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = /[/\\]assets[/\\]/.test(path);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function notBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain').send('This site is not built yet: run `npm run build`.');
}

/** Unknown GET routes under /api land in the SPA catch-all, not Nest's not-found handler: the same envelope as other methods get. */
function unknownApiRoute(request: FastifyRequest): ErrorBody {
  return { success: false, code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.url.split('?')[0]}` };
}

function sendIndex(reply: FastifyReply, root: string): FastifyReply {
  if (!existsSync(join(root, 'index.html'))) return notBuilt(reply);
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
}

/**
 * Serves the built customer SPA at / and the admin console at /admin/, each falling back to its
 * index.html for client-side routes; /api/** never falls back. Uploads and dish images are files. `/menu` and dish
 * pages carry the current menu, drawn into them when the site was built with its page renderer (menu-pages.ts).
 */
export async function registerStaticSites(
  fastify: FastifyInstance,
  config: AppConfig,
  cards: Pick<MenuCardsService, 'menu' | 'cachedMenu'>,
  customerIndex: CustomerIndex | undefined,
): Promise<void> {
  // This registration decorates reply.sendFile, used for the index.html fallbacks below.
  await fastify.register(fastifyStatic, { root: DISH_MEDIA, prefix: '/media/', wildcard: false, maxAge: '7d' });
  await fastify.register(fastifyStatic, { root: config.uploadsDir, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  for (const [root, prefix] of [
    [CUSTOMER_SITE, '/'],
    [ADMIN_SITE, '/admin/'],
  ]) {
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
      prefix,
      wildcard: false,
      index: false,
      decorateReply: false,
      // The builds write .br and .gz twins of every text asset.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  fastify.get('/admin', (_request, reply) => sendIndex(reply, ADMIN_SITE));
  fastify.get('/admin/*', (_request, reply) => sendIndex(reply, ADMIN_SITE));
  const renderer = WorkerPageRenderer.ofBuild(PAGE_RENDERER, config.kitchenTimeZone);
  fastify.addHook('onClose', async () => renderer?.close());
  const pages = new MenuPages(cards, renderer);
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(COMMON_ERRORS.NOT_FOUND.status).send(unknownApiRoute(request));
    }
    if (!customerIndex) return notBuilt(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const page = await pages.encode(customerIndex.htmlFor(request.url), request.url, encoding);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8').send(page);
  });
}
