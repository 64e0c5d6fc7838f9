import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

// The server's own driver: npm installs it in the server's workspace, not at the root.
const Database = createRequire(join(import.meta.dirname, '..', 'server', 'package.json'))(
  'better-sqlite3',
) as typeof import('better-sqlite3');

/** Just enough SQL access for the benchmark to add customers and check stock afterwards. */
export interface BenchDatabase {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(url: string): Promise<BenchDatabase> {
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:'.length));
    db.pragma('busy_timeout = 5000');
    return {
      query: async <T>(sql: string, params: unknown[] = []) => {
        const statement = db.prepare(sql);
        return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
      },
      close: async () => {
        db.close();
      },
    };
  }
  const connection = await createConnection(url);
  return {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const [rows] = await connection.query(sql, params);
      return (Array.isArray(rows) ? rows : []) as T[];
    },
    close: () => connection.end(),
  };
}
