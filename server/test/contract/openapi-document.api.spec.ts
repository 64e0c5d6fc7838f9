import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../../src/openapi-document';
import { startTestApp, TestApp } from '../support/test-app';
import { documentedAnswers } from './contract';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApiDocument(t.app);
  });

  afterAll(() => t.close());

  it('passes swagger-parser validate', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes every answer by a schema (a file by its own type’s), but a 304 and an event stream’s own events', () => {
    const bare = documentedAnswers(document)
      .filter((answer) => answer.status !== '304' && !(answer.path.endsWith('/events') && answer.status === '200'))
      .filter((answer) => !answer.schema && !answer.fileSchema)
      .map((answer) => `${answer.method.toUpperCase()} ${answer.path} ${answer.status}`);
    expect(bare).toEqual([]);
  });

  it('declares no Authorization header parameter (the bearer scheme says it) and one optional Idempotency-Key', () => {
    const headers = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation: { parameters?: { in: string; name: string; required?: boolean }[] }) =>
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'header'),
      ),
    );
    expect(headers.filter((header) => header.name.toLowerCase() === 'authorization')).toEqual([]);
    expect(headers.filter((header) => header.name.toLowerCase() === 'idempotency-key')).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', required: false }),
    ]);
  });
});
