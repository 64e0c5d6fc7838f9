import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { copyTemplate } from './migrated-template';

export interface ScratchDatabase {
  url: string;
  kind: 'sqlite' | 'mysql';
  dataDir: string;
  drop(): Promise<void>;
}

/** The database the API tests run on: TEST_DB=mysql uses TEST_MYSQL_URL, otherwise a fresh SQLite file. */
export function testDatabaseKind(): 'sqlite' | 'mysql' {
  return process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
}

/**
 * A database of the test's own: a copy of the run's migrated template (migrated-template.ts), or with `unmigrated`
 * (or when the run made no template) an empty one, which the server migrates when it boots.
 */
export async function createScratchDatabase(options: { unmigrated?: boolean } = {}): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseKind() === 'sqlite') {
    const file = `${dataDir}/kitchen.sqlite`;
    if (!options.unmigrated) await copyTemplate({ sqliteFile: file });
    return { url: `sqlite:${file}`, kind: 'sqlite', dataDir, drop: async () => removeDataDir() };
  }
  const server = process.env.TEST_MYSQL_URL;
  if (!server) throw new Error('TEST_DB=mysql needs TEST_MYSQL_URL, e.g. mysql://root@127.0.0.1:3306/hk_test');
  const name = `hk_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(server);
  serverUrl.pathname = '/';
  const admin = await createConnection(serverUrl.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (!options.unmigrated) await copyTemplate({ mysqlUrl: url.toString() });
  return {
    url: url.toString(),
    kind: 'mysql',
    dataDir,
    drop: async () => {
      const connection = await createConnection(serverUrl.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      removeDataDir();
    },
  };
}
