import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUES } from './error-catalogue';

/** The codes table of docs/api.md, as "CODE status module" lines. */
function documentedCodes(): string[] {
  const doc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');
  const table = doc.split('<!-- error-codes:start -->')[1]?.split('<!-- error-codes:end -->')[0] ?? '';
  return [...table.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \| ([a-z-]+) \|/gm)].map(
    ([, code, status, module]) => `${code} ${status} ${module}`,
  );
}

describe('error codes', () => {
  const catalogued = Object.entries(ERROR_CATALOGUES).flatMap(([module, catalogue]) =>
    Object.entries(catalogue).map(([code, definition]) => `${code} ${definition.status} ${module}`),
  );

  it('docs/api.md lists every code with its status and module, and no other', () => {
    expect(documentedCodes().sort()).toEqual([...catalogued].sort());
  });

  it('gives each code one meaning across modules', () => {
    const codes = catalogued.map((line) => line.split(' ')[0]);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });
});
