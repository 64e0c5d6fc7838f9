import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

describe('API types', () => {
  it('are generated from the current docs/openapi.json (run npm run api:types)', async () => {
    const document = JSON.parse(readFileSync(join(here, '../../../docs/openapi.json'), 'utf8')) as Parameters<typeof openapiTS>[0];
    const generated = COMMENT_HEADER + astToString(await openapiTS(document));
    expect(readFileSync(join(here, 'openapi.gen.ts'), 'utf8')).toBe(generated);
  });
});
