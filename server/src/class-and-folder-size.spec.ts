import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 32's measure of a house the next engineer can live in, kept from growing back: no class takes more than ten
 * constructor dependencies, and no folder's own files (sub-folders apart) hold more than about 1,500 lines. The
 * migrations are a log of the schema's history rather than a design, so they are not counted.
 */
const SOURCE = __dirname;
const MOST_DEPENDENCIES = 10;
const MOST_FOLDER_LINES = 1600;

function folders(folder: string): string[] {
  const children = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'migrations');
  return [folder, ...children.flatMap((child) => folders(join(folder, child.name)))];
}

function ownSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(folder, entry.name));
}

/** The text between each `constructor(` and its closing parenthesis. */
function constructorParameters(source: string): string[] {
  const lists: string[] = [];
  for (let start = source.indexOf('constructor('); start >= 0; start = source.indexOf('constructor(', start + 1)) {
    let depth = 0;
    for (let at = start + 'constructor'.length; at < source.length; at++) {
      if (source[at] === '(') depth++;
      if (source[at] === ')' && --depth === 0) {
        lists.push(source.slice(start + 'constructor('.length, at));
        break;
      }
    }
  }
  return lists;
}

/** How many parameters a constructor takes: its top-level commas, a trailing one apart. */
function dependencyCount(parameters: string): number {
  let depth = 0;
  let count = 0;
  let pending = false;
  for (const character of parameters) {
    if ('(<[{'.includes(character)) depth++;
    else if (')>]}'.includes(character)) depth--;
    else if (character === ',' && depth === 0) {
      if (pending) count++;
      pending = false;
      continue;
    }
    if (!/\s/.test(character)) pending = true;
  }
  return count + (pending ? 1 : 0);
}

describe('class and folder size', () => {
  const sources = folders(SOURCE).flatMap(ownSources);

  it(`has no class with more than ${MOST_DEPENDENCIES} constructor dependencies`, () => {
    const crowded = sources.flatMap((file) =>
      constructorParameters(readFileSync(file, 'utf8'))
        .map(dependencyCount)
        .filter((count) => count > MOST_DEPENDENCIES)
        .map((count) => `${relative(SOURCE, file)}: ${count}`),
    );
    expect(crowded).toEqual([]);
  });

  it(`has no folder whose own files hold more than ${MOST_FOLDER_LINES} lines`, () => {
    const crowded = folders(SOURCE)
      .map((folder) => ({
        folder,
        lines: ownSources(folder).reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1, 0),
      }))
      .filter(({ lines }) => lines > MOST_FOLDER_LINES)
      .map(({ folder, lines }) => `${relative(SOURCE, folder) || '.'}: ${lines}`);
    expect(crowded).toEqual([]);
  });

  it('counts what it claims to count', () => {
    expect(
      dependencyCount(
        '\n    private readonly a: Map<string, number>,\n    @InjectRepository(B) b: Repository<B>,\n    c: (x: number, y: number) => void,\n  ',
      ),
    ).toBe(3);
    expect(dependencyCount('')).toBe(0);
    expect(constructorParameters('class X { constructor(private readonly a: Map<string, (x: number) => void>) {} }')).toEqual([
      'private readonly a: Map<string, (x: number) => void>',
    ]);
  });
});
