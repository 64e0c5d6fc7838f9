import { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral, QueryFailedError, QueryRunner } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** What a bound parameter may be; dates and booleans are written as the columns hold them on both databases. */
export type SqlValue = string | number | boolean | Date | null;

/** A statement's answer: the rows of a read, how many rows a write changed, and the id an insert drew. */
export interface SqlOutcome {
  rows: Record<string, unknown>[];
  changes: number;
  insertId: number;
}

/** mysql2's answer to a write (a read answers its rows). */
interface ResultSetHeader {
  affectedRows: number;
  insertId: number;
}

/** The part of a mysql2 connection used here: `execute` prepares a text once per connection and binds the values. */
interface PreparingConnection {
  execute(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
}

/** 'YYYY-MM-DD HH:MM:SS.SSS' in UTC: what TypeORM writes to a datetime column on SQLite, and what DATETIME(3) takes on MySQL. */
function datetimeText(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

function bound(values: SqlValue[]): (string | number | null)[] {
  return values.map((value) => {
    if (value instanceof Date) return datetimeText(value);
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  });
}

/** The part of a better-sqlite3 statement used here. */
interface SqliteStatement {
  reader: boolean;
  all(...values: unknown[]): Record<string, unknown>[];
  run(...values: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
}

/**
 * Statements kept per connection and text for as long as the connection lives. TypeORM's own statement cache is a
 * FIFO of 100 that the ORM's generated texts (numbers written into the SQL) keep flushing; these texts are a fixed set.
 */
const sqliteStatements = new WeakMap<SqliteDatabase, Map<string, SqliteStatement>>();

function sqliteStatement(database: SqliteDatabase, sql: string): SqliteStatement {
  let statements = sqliteStatements.get(database);
  if (!statements) sqliteStatements.set(database, (statements = new Map<string, SqliteStatement>()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = database.prepare(sql)));
  return statement;
}

async function onSqlite(manager: EntityManager, sql: string, values: (string | number | null)[]): Promise<SqlOutcome> {
  if (!manager.queryRunner) {
    // Outside a transaction: through TypeORM's runner, which takes the serial lock (sqlite-serial-access.ts).
    const result = await manager.connection.driver.createQueryRunner('master').query(sql, values, true);
    return {
      rows: Array.isArray(result.records) ? (result.records as Record<string, unknown>[]) : [],
      changes: result.affected ?? 0,
      insertId: Number(result.raw ?? 0) || 0,
    };
  }
  // Inside one, this flow already holds the lock and the connection is the transaction's.
  const database = (await manager.queryRunner.connect()) as SqliteDatabase;
  try {
    const statement = sqliteStatement(database, sql);
    if (statement.reader) return { rows: statement.all(...values), changes: 0, insertId: 0 };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { rows: [], changes, insertId: Number(lastInsertRowid) };
  } catch (error) {
    throw new QueryFailedError(sql, values, error as Error);
  }
}

async function onMysql(manager: EntityManager, sql: string, values: (string | number | null)[]): Promise<SqlOutcome> {
  const ownRunner: QueryRunner | null = manager.queryRunner ? null : manager.connection.createQueryRunner('master');
  const runner = manager.queryRunner ?? ownRunner!;
  try {
    const connection = (await runner.connect()) as PreparingConnection;
    const result = await new Promise<unknown>((resolve, reject) =>
      connection.execute(sql, values, (error, answer) => (error ? reject(new QueryFailedError(sql, values, error)) : resolve(answer))),
    );
    if (Array.isArray(result)) return { rows: result as Record<string, unknown>[], changes: 0, insertId: 0 };
    const header = result as ResultSetHeader;
    return { rows: [], changes: header.affectedRows, insertId: Number(header.insertId) };
  } finally {
    await ownRunner?.release();
  }
}

/**
 * Runs one fixed SQL text with bound values on the manager's connection (its transaction's, when it has one), as a
 * prepared statement kept for the next call with the same text: better-sqlite3's kept here per connection, mysql2's
 * `execute` (server-side prepared statements, kept per connection by mysql2). For the few statements every
 * order runs; the rest of the app builds its SQL with TypeORM.
 */
export function runPrepared(manager: EntityManager, sql: string, values: SqlValue[] = []): Promise<SqlOutcome> {
  const kind = manager.connection.options.type;
  return kind === 'better-sqlite3' ? onSqlite(manager, sql, bound(values)) : onMysql(manager, sql, bound(values));
}

/** '?, ?, ?': one placeholder per value (an IN list, an INSERT's values). */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** A table or column name as the manager's database quotes it. */
const quoted = (manager: EntityManager, identifier: string) => manager.connection.driver.escape(identifier);

const columnList = (manager: EntityManager, columns: ColumnMetadata[]) =>
  columns.map((column) => quoted(manager, column.databaseName)).join(', ');

/** Each entity's INSERT naming every column but a generated key, made from its metadata on first use. */
const inserts = new WeakMap<EntityMetadata, { sql: string; columns: ColumnMetadata[] }>();

/**
 * Inside a transaction on the hot path: writes `entity` as one row of its table with a prepared INSERT, and answers the
 * id the database drew (0 when the key is the entity's own). Every column is bound, so every one must be set.
 */
export async function insertEntityWithin<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  entity: Partial<T>,
): Promise<number> {
  const metadata = manager.connection.getMetadata(target);
  let insert = inserts.get(metadata);
  if (!insert) {
    const columns = metadata.columns.filter((column) => !column.isGenerated);
    const sql = `INSERT INTO ${quoted(manager, metadata.tableName)} (${columnList(manager, columns)}) VALUES (${placeholders(columns.length)})`;
    inserts.set(metadata, (insert = { sql, columns }));
  }
  const { insertId } = await runPrepared(
    manager,
    insert.sql,
    insert.columns.map((column) => (column.getEntityValue(entity) ?? null) as SqlValue),
  );
  return insertId;
}

/** Each entity's SELECT of every column, made from its metadata on first use. */
const selects = new WeakMap<EntityMetadata, string>();

/**
 * The rows of `target`'s table that `where` (SQL on column names with ? placeholders) matches, read with a prepared
 * statement and hydrated as TypeORM's find would (dates, booleans, JSON, transformers), without relations. For the
 * reads every order makes; the SQL text is fixed per `where`, so the statement is prepared once.
 */
export async function findEntitiesPrepared<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: string,
  values: SqlValue[],
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  let select = selects.get(metadata);
  if (!select) {
    select = `SELECT ${columnList(manager, metadata.columns)} FROM ${quoted(manager, metadata.tableName)}`;
    selects.set(metadata, select);
  }
  const { rows } = await runPrepared(manager, `${select} WHERE ${where}`, values);
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity = metadata.create() as T;
    for (const column of metadata.columns) column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    return entity;
  });
}
