import fastifyHelmet from '@fastify/helmet';
import { depthLimitedJsonParser } from './common/json-body';
import fastifyMultipart from '@fastify/multipart';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { mkdirSync } from 'node:fs';
import { createServer, RequestListener } from 'node:http';
import { AppModule } from './app.module';
import { Clock } from './common/clock';
import { createValidationPipe } from './common/validation';
import { MenuCardsService } from './menu/menu-cards.service';
import { MenuFastPath } from './menu/menu-fast-path';
import { RequestTurns } from './common/request-turns';
import { AppConfig } from './config/app-config';
import { buildOpenApiDocument } from './openapi-document';
import { StartupLogger } from './startup-logger';
import { CUSTOMER_SITE, registerStaticSites } from './static-sites';
import { CustomerIndex } from './customer-index';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
  clock?: Clock;
}

/** HSTS for requests that arrived over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy). */
function sendHstsOverHttps(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
}

/** The origin RAZORPAY_CHECKOUT_URL names (and Razorpay's API origin, whose pages Checkout frames), when Razorpay is on. */
function checkoutOrigins(config: AppConfig): string[] {
  if (config.payments.mode !== 'razorpay') return [];
  return [...new Set([new URL(config.payments.razorpay.checkoutUrl).origin, new URL(config.payments.razorpay.apiUrl).origin])];
}

/** Builds the whole site (API, docs, static SPAs) without listening, for main.ts and the tests alike. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  mkdirSync(config.uploadsDir, { recursive: true });
  const menuFastPath = new MenuFastPath();
  const turns = new RequestTurns();
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Menus are answered at once from bytes; every other request waits its turn (common/request-turns.ts).
    serverFactory: (handler: RequestListener) => createServer(menuFastPath.listener(turns.listener(handler))),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock), adapter, {
    logger: options.logger ?? new StartupLogger(),
    abortOnError: false,
  });
  // JSON is the only body type besides multipart uploads; its parser refuses absurd nesting up front.
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, depthLimitedJsonParser(app.getHttpAdapter().getInstance()));
  // A mail client's one-click unsubscribe (RFC 8058) posts the form 'List-Unsubscribe=One-Click'; nothing else sends forms.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  app.setGlobalPrefix('api/v1');
  app.useGlobalPipes(createValidationPipe());
  // Any origin may call the API (docs/api.md), with every method it uses; tokens travel in headers, not cookies.
  app.enableCors({ origin: true, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['Content-Range', 'ETag'] });
  app.enableShutdownHooks();

  menuFastPath.attach(app.get(MenuCardsService));
  const customerIndex = CustomerIndex.read(CUSTOMER_SITE);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The pages' one inline script (the early-tap keeper) by its hash. Razorpay Checkout: its script, the frames
        // it opens and the calls it makes come from the configured origin.
        'script-src': ["'self'", ...(customerIndex?.scriptSources() ?? []), ...checkoutOrigins(config)],
        'frame-src': ["'self'", ...checkoutOrigins(config)],
        'connect-src': ["'self'", ...checkoutOrigins(config)],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS (below): over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
  });
  sendHstsOverHttps(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await registerStaticSites(app.getHttpAdapter().getInstance(), config, app.get(MenuCardsService), customerIndex);

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  await app.init();
  return app;
}
