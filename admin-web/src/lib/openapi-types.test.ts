import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedApiTypes } from '../../../scripts/api-types';

describe('API types', () => {
  it('are generated from the current docs/openapi.json (run npm run api:types)', async () => {
    const committed = readFileSync(fileURLToPath(import.meta.url).replace(/openapi-types\.test\.ts$/, 'openapi.gen.ts'), 'utf8');
    expect(committed).toBe(await expectedApiTypes());
  });
});
