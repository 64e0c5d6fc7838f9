import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorsEn } from './locales/errors';
import { hi } from './locales/hi';

const SERVER_SOURCE = join(import.meta.dirname, '..', '..', '..', 'server', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every error code the server can answer with: the keys of each module's catalogue (`... satisfies ErrorCatalogue`). */
function serverErrorCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(SERVER_SOURCE)) {
    for (const [, catalogue] of readFileSync(file, 'utf8').matchAll(/= \{\n([\s\S]*?)\n\} satisfies ErrorCatalogue/g)) {
      for (const [, code] of catalogue.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)) codes.add(code);
    }
  }
  return [...codes].sort();
}

describe('error codes', () => {
  const codes = serverErrorCodes();

  it('finds the server catalogues', () => {
    expect(codes.length).toBeGreaterThan(100);
    expect(codes).toEqual(expect.arrayContaining(['ORDER_NOT_FOUND', 'DATABASE_UNAVAILABLE', 'INVOICE_NOT_ISSUED', 'PICKUP_SLOT_FULL']));
  });

  it('has a Hindi (and an English) text for every code the server can send, and none for a code it does not', () => {
    expect(Object.keys(hi.errors).sort()).toEqual(codes);
    expect(Object.keys(errorsEn).sort()).toEqual(codes);
  });
});
