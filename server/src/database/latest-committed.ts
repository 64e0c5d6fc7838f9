import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Find options for a read inside a write transaction that must see the latest committed rows. On MySQL a plain
 * SELECT reads the transaction's snapshot, taken at its first plain read (REPEATABLE READ), so a row another
 * buyer committed since is invisible to it while the conditional UPDATEs already see it; a locking read
 * (FOR SHARE) reads the latest. SQLite runs one write transaction at a time, so its plain reads are already latest.
 */
export function latestCommitted(manager: EntityManager): { lock?: { mode: 'pessimistic_read' } } {
  return manager.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_read' } };
}

/** The same for a prepared statement's SQL: the clause to end the SELECT with (LOCK IN SHARE MODE on MySQL and MariaDB). */
export function latestCommittedSql(manager: EntityManager): string {
  return manager.connection.options.type === 'better-sqlite3' ? '' : ' LOCK IN SHARE MODE';
}

/** Find options for a read that the transaction goes on to update: FOR UPDATE on MySQL (SQLite has one writer at a time). */
export function lockedForUpdate(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return manager.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' } };
}

/**
 * A query builder's rows read as committed now and locked until the transaction ends, FOR UPDATE on MySQL: a second
 * transaction claiming the same rows waits, then sees what the first wrote. SQLite has one writer at a time.
 */
export function lockingForUpdate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return query.connection.options.type === 'better-sqlite3' ? query : query.setLock('pessimistic_write');
}
