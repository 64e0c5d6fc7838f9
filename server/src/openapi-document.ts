import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ApiErrorDto, EnvelopeDto } from './common/api-envelope';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Home Kitchen API')
    .setDescription(
      'Ordering API of a home-style kitchen. Customer and public endpoints answer { success, message, data }; ' +
        'admin endpoints under /admin follow the react-admin simple REST convention and answer plain JSON. ' +
        'Every error, on any endpoint, is JSON { success: false, code, message, errors? } (the ApiErrorDto schema). ' +
        'Money is in rupees with two decimals; times are ISO-8601 UTC; cookDate is a YYYY-MM-DD date in the kitchen time zone.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [EnvelopeDto, ApiErrorDto] });
  describeErrorBodies(document);
  return document;
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
        const example = (response.content?.['application/json']?.schema as SchemaObject | undefined)?.example;
        response.content = { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorDto), ...(example ? { example } : {}) } } };
      }
    }
  }
}
