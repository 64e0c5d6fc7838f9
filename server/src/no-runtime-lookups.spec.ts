import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * server/src/README.md: a lower module hears from a higher one through a port it owns, injected like any provider,
 * so dependency-cruiser sees every dependency. A `ModuleRef` lookup (above all `get(..., { strict: false })`, which
 * reaches any module's provider) hides one from it; this walks the source and fails on any use of ModuleRef.
 */
const SOURCE = __dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('no provider is looked up at run time', () => {
  it('uses ModuleRef nowhere and never asks for a provider with strict: false', () => {
    const lookups = sourceFiles(SOURCE).filter((file) => /\bModuleRef\b|strict:\s*false/.test(readFileSync(file, 'utf8')));
    expect(lookups.map((file) => relative(SOURCE, file))).toEqual([]);
  });
});
