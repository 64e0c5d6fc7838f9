import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { API_RESOURCES, ApiResource, scopeFor } from './api-keys/api-key-scopes';
import { API_KEY_SCHEME } from './auth/auth.decorators';
import { ApiErrorDto, EnvelopeDto } from './common/api-envelope';
import { WEBHOOK_PAYLOAD_MODELS } from './integrations/dto/webhook-event.dto';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Home Kitchen API')
    .setDescription(
      'Ordering API of a home-style kitchen. Customer and public endpoints answer { success, message, data }; ' +
        'admin endpoints under /admin follow the react-admin simple REST convention and answer plain JSON. ' +
        'Every error, on any endpoint, is JSON { success: false, code, message, errors? } (the ApiErrorDto schema). ' +
        'Money is in rupees with two decimals; times are ISO-8601 UTC; cookDate is a YYYY-MM-DD date in the kitchen time zone. ' +
        'Webhook deliveries (POST to your endpoint, signed per Standard Webhooks) carry a WebhookEventDto body: see docs/integrations.md.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A person signed in: POST /auth/login' })
    .addSecurity(API_KEY_SCHEME, {
      type: 'http',
      scheme: 'bearer',
      description:
        "An integrator's API key (hk_live_…), made in the console's Integrations page, sent as `Authorization: Bearer <key>`. " +
        'It reaches admin operations only, each needing the scope listed on it: `<resource>:read` for GET, `<resource>:write` ' +
        `otherwise. Resources: ${Object.entries(API_RESOURCES)
          .map(([resource, meaning]) => `${resource} (${meaning})`)
          .join('; ')}. See docs/integrations.md.`,
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [EnvelopeDto, ApiErrorDto, ...WEBHOOK_PAYLOAD_MODELS] });
  describeErrorBodies(document);
  nameApiKeyScopes(document);
  return document;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Admin operations carry their resource (AdminOnly); the document names the scope the operation's method needs.
 * Requirements set on a controller are one object shared by its operations, so each operation gets its own copy.
 */
function nameApiKeyScopes(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.security) continue;
      operation.security = operation.security.map((requirement) => {
        const resource = requirement[API_KEY_SCHEME]?.[0] as ApiResource | undefined;
        return resource ? { [API_KEY_SCHEME]: [scopeFor(resource, method.toUpperCase())] } : { ...requirement };
      });
    }
  }
}

/**
 * One exception filter writes every error answer, event streams included, so every documented error
 * status carries the one error schema, whatever example its decorator gave.
 */
function describeErrorBodies(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
        if (Number(status) < 400) continue;
        const response = answer as ResponseObject;
        const example: unknown = (response.content?.['application/json']?.schema as SchemaObject | undefined)?.example;
        response.content = { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorDto), ...(example ? { example } : {}) } } };
      }
    }
  }
}
