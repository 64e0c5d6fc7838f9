import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Connection, createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { detectMysqlFlavour } from '../../src/database/mysql-flavour';

/*
 * The API tests boot about a hundred servers per database, each on a database of its own. Running the migrations
 * for each took about 0.3 s on SQLite and 0.6 s on MariaDB (and sent MariaDB the INFORMATION_SCHEMA queries that
 * crashed it under load). So the test run migrates one database once, with the real migrations, and every scratch
 * database starts as a copy of it: the SQLite file copied, or the MySQL tables created from SHOW CREATE TABLE with
 * the rows the migrations wrote. The server still runs its migrations at boot and finds none pending; the foundation
 * tests also boot on a database no migration has touched.
 */

/** Where the run's template is: the migrated SQLite file, or a JSON list of the MySQL statements that rebuild it. */
export const TEMPLATE_ENV = 'HK_TEST_TEMPLATE';

async function migrate(databaseUrl: string, dataDir: string): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const flavour = config.databaseKind === 'mysql' ? await detectMysqlFlavour(databaseUrl) : undefined;
  const dataSource = await new DataSource(dataSourceOptions(config, flavour)).initialize();
  await dataSource.destroy();
}

const quoted = (name: string) => `\`${name.replaceAll('`', '``')}\``;

/** The statements that rebuild every table of `schema`, with its rows, in an empty database. */
async function readSchema(connection: Connection, schema: string): Promise<string[]> {
  const [tables] = await connection.query(
    "SELECT TABLE_NAME AS name FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    [schema],
  );
  const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
  for (const { name } of tables as { name: string }[]) {
    const [[created]] = (await connection.query(`SHOW CREATE TABLE ${quoted(schema)}.${quoted(name)}`)) as unknown as [
      [{ 'Create Table': string }],
    ];
    statements.push(created['Create Table']);
    const [rows] = await connection.query(`SELECT * FROM ${quoted(schema)}.${quoted(name)}`);
    for (const row of rows as Record<string, unknown>[]) {
      statements.push(connection.format(`INSERT INTO ${quoted(name)} SET ?`, [row]));
    }
  }
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  return statements;
}

/** Migrates the run's template database and says where it is; called once per run, before any test file. */
export async function prepareTemplate(kind: 'sqlite' | 'mysql', mysqlServerUrl?: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-template-'));
  if (kind === 'sqlite') {
    const file = join(dataDir, 'kitchen.sqlite');
    await migrate(`sqlite:${file}`, dataDir);
    return file;
  }
  if (!mysqlServerUrl) throw new Error('TEST_DB=mysql needs TEST_MYSQL_URL, e.g. mysql://root@127.0.0.1:3306/hk_test');
  const schema = `hk_template_${process.pid}`;
  const server = new URL(mysqlServerUrl);
  server.pathname = '/';
  const connection = await createConnection(server.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS ${quoted(schema)}`);
    await connection.query(`CREATE DATABASE ${quoted(schema)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(server);
    url.pathname = `/${schema}`;
    await migrate(url.toString(), dataDir);
    const file = join(dataDir, 'statements.json');
    writeFileSync(file, JSON.stringify(await readSchema(connection, schema)));
    return file;
  } finally {
    await connection.query(`DROP DATABASE IF EXISTS ${quoted(schema)}`);
    await connection.end();
  }
}

/** Removes what prepareTemplate wrote. */
export function removeTemplate(path: string): void {
  rmSync(dirname(path), { recursive: true, force: true });
}

/** Fills a new, empty database with the run's template, if the run made one (else the server migrates it at boot). */
export async function copyTemplate(target: { sqliteFile: string } | { mysqlUrl: string }): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  if ('sqliteFile' in target) {
    copyFileSync(template, target.sqliteFile);
    return;
  }
  const statements = JSON.parse(readFileSync(template, 'utf8')) as string[];
  const connection = await createConnection({ uri: target.mysqlUrl, multipleStatements: true });
  try {
    await connection.query(statements.join(';\n'));
  } finally {
    await connection.end();
  }
}
