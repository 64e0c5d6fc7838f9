import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * customer-web/README.md: one folder per screen under src/features, and features do not import each other; what
 * two of them share lives in src/lib, src/components or src/stores.
 */
const FEATURES = resolve(__dirname);
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const featureOf = (path: string) => relative(FEATURES, path).split('/')[0];

describe('feature folders', () => {
  it('never import from another feature', () => {
    const crossings = files(FEATURES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map(([, specifier]) => resolve(dirname(file), specifier))
        .filter((target) => target.startsWith(`${FEATURES}/`) && featureOf(target) !== featureOf(file))
        .map((target) => `${relative(FEATURES, file)} imports ${relative(FEATURES, target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
