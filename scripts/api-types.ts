import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const openApiDocument = join(__dirname, '../docs/openapi.json');

/**
 * What `npm run api:types` writes into a web app's src/lib/openapi.gen.ts from docs/openapi.json, so
 * each app's tests can tell whether its committed types are current (this file is shared by both apps).
 */
export async function expectedApiTypes(): Promise<string> {
  const document = JSON.parse(readFileSync(openApiDocument, 'utf8')) as Parameters<typeof openapiTS>[0];
  return COMMENT_HEADER + astToString(await openapiTS(document));
}
