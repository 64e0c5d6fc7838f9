import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { FALLBACK_AUTOCHECKPOINT_PAGES, JOURNAL_SIZE_LIMIT_BYTES } from './sqlite-checkpoints';

const entities = [join(__dirname, '..', '**', '*.entity.{ts,js}')];
const migrations = [join(__dirname, 'migrations', '*-*.{ts,js}')];

/** SQLite (embedded, better-sqlite3) or MySQL (mysql2) from DATABASE_URL; migrations, never synchronize. */
export function dataSourceOptions(config: AppConfig, mysqlFlavour: 'mysql' | 'mariadb' = 'mysql'): DataSourceOptions {
  const common = {
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // TypeORM would log every failed statement with its parameters: customers' names, e-mails and phones in the log,
    // and noise for the unique-index races the code expects and handles. A failure that is not handled is logged where
    // it ends: the HTTP exception filter, or the job that ran it.
    logging: false,
  };
  if (config.databaseKind === 'mysql') {
    return {
      ...common,
      type: mysqlFlavour,
      url: config.databaseUrl,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      poolSize: 10,
      // A frozen or unreachable server accepts the TCP connection but never greets: give up instead of hanging.
      connectTimeout: config.databaseTimeouts.connectMs,
      supportBigNumbers: true,
      migrationsTransactionMode: 'each',
    };
  }
  const database = config.databaseUrl.slice('sqlite:'.length);
  if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    // Given, not left for TypeORM to find: npm may install the driver under server/node_modules, where TypeORM's own
    // require (from the root's node_modules) would not look.
    driver: Database,
    database,
    enableWAL: true,
    // Concurrent writers wait for the lock instead of failing at once, but not for ever.
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma(`busy_timeout = ${config.databaseTimeouts.queryMs}`);
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
      // Checkpoints run in the background (sqlite-checkpoints.ts); this connection only steps in if they fall behind.
      db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
      db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    },
  };
}
