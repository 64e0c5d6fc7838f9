import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * server/src/README.md: a module reads and writes only its own tables; another module's data comes through that
 * module's service. This walks the source for the ways TypeORM reaches a table by its entity class (a repository,
 * a query builder, a join) and fails when the class belongs to another module's folder.
 */
const SOURCE = __dirname;
const TABLE_ACCESS =
  /\b(?:InjectRepository|getRepository|createQueryBuilder|innerJoin|innerJoinAndSelect|leftJoin|leftJoinAndSelect)\(\s*([A-Z][A-Za-z]+)\b/g;
const IMPORT = /import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'([^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The module folder a path belongs to ('orders' for src/orders/reports/x.ts). */
const moduleOf = (path: string) => relative(SOURCE, path).split('/')[0];

describe('each module reads and writes only its own tables', () => {
  it("reaches no other module's entity through a repository, a query builder or a join", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      const importedFrom = new Map<string, string>();
      for (const [, names, from] of text.matchAll(IMPORT)) {
        for (const name of names.split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ))
          importedFrom.set(name, from);
      }
      for (const [, entity] of text.matchAll(TABLE_ACCESS)) {
        const from = importedFrom.get(entity);
        if (!from?.startsWith('.')) continue;
        const owner = moduleOf(join(file, '..', from));
        // The seed fills every table at start-up and the database folder runs the migrations: both sit outside the modules.
        if (owner !== moduleOf(file) && !['seed', 'database'].includes(moduleOf(file)))
          crossings.push(`${relative(SOURCE, file)} reads ${owner}'s ${entity}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
