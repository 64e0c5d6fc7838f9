import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const openApiDocument = new URL('../../../docs/openapi.json', import.meta.url);
const generatedTypes = new URL('./openapi.gen.ts', import.meta.url);

/** What `npm run api:types -w @home-kitchen/api` writes into src/openapi.gen.ts from docs/openapi.json. */
async function expectedApiTypes(): Promise<string> {
  const document = JSON.parse(readFileSync(openApiDocument, 'utf8')) as Parameters<typeof openapiTS>[0];
  return COMMENT_HEADER + astToString(await openapiTS(document));
}

describe('API types', () => {
  it('are generated from the current docs/openapi.json (run npm run openapi)', async () => {
    expect(readFileSync(generatedTypes, 'utf8')).toBe(await expectedApiTypes());
  });
});
