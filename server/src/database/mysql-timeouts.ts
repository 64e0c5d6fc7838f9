import { DataSource } from 'typeorm';
import type { DatabaseTimeouts } from '../config/app-config';

type Callback = (error: Error | null, ...results: unknown[]) => void;

/** The parts of a mysql2 pooled connection this file uses. */
interface PooledConnection {
  query(...args: unknown[]): unknown;
  execute(...args: unknown[]): unknown;
  release(): void;
  destroy(): void;
}

/** The part of a mysql2 pool TypeORM's MySQL driver calls. */
interface ConnectionPool {
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}

function timeoutError(code: 'DB_ACQUIRE_TIMEOUT' | 'DB_QUERY_TIMEOUT', message: string): Error {
  return Object.assign(new Error(message), { code, fatal: true });
}

/**
 * Each statement answers within `queryMs`. mysql2's own query timeout is not enough: it calls back but leaves
 * the statement in the connection's queue, so the next statement sent on that connection (the pool hands it
 * out again) never starts and never times out while the server is frozen. Here a connection whose statement
 * ran out of time is destroyed and leaves the pool; a late answer is ignored. Both ways of sending a statement are
 * bounded: `query` (TypeORM) and `execute` (prepared statements, prepared-sql.ts).
 */
function limitStatements(connection: PooledConnection, queryMs: number): void {
  limitMethod(connection, 'query', queryMs);
  limitMethod(connection, 'execute', queryMs);
}

function limitMethod(connection: PooledConnection, method: 'query' | 'execute', queryMs: number): void {
  const send = connection[method].bind(connection);
  connection[method] = (...args: unknown[]) => {
    const callback = args[args.length - 1];
    if (typeof callback !== 'function') return send(...args);
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      connection.destroy();
      (callback as Callback)(timeoutError('DB_QUERY_TIMEOUT', `The database did not answer within ${queryMs} ms`));
    }, queryMs);
    return send(...args.slice(0, -1), (error: Error | null, ...results: unknown[]) => {
      if (settled) return;
      clearTimeout(timer);
      (callback as Callback)(error, ...results);
    });
  };
}

/** The server refused a new connection: nothing listens at its address (stopped, killed, a Galera node gone). */
function refusedByServer(error: Error | null): boolean {
  return (error as { code?: string } | null)?.code === 'ECONNREFUSED';
}

/**
 * Bounds every wait on a MySQL server (TypeORM's driver has no acquire or statement timeout that frees the
 * connection): taking a connection from the pool gives up after `acquireMs` (a connection that turns up
 * later goes straight back), and each statement after `queryMs`. When the server refuses a new connection, every
 * request still waiting for one fails at once with that error instead of waiting out `acquireMs`: mysql2 hands a
 * request queued behind the dead connections only one of the freed places, so most would wait for nothing.
 * Installed after start-up, so migrations are not cut short. The errors' codes make the API answer 503
 * (isDatabaseUnavailable).
 */
export function boundMysqlWaits(dataSource: DataSource, timeouts: Pick<DatabaseTimeouts, 'acquireMs' | 'queryMs'>): void {
  const pool = (dataSource.driver as unknown as { pool: ConnectionPool }).pool;
  const getConnection = pool.getConnection.bind(pool);
  const limited = new WeakSet<PooledConnection>();
  const waiting = new Set<(error: Error) => void>();
  pool.getConnection = (callback) => {
    let gaveUp = false;
    const giveUp = (error: Error) => {
      gaveUp = true;
      clearTimeout(timer);
      waiting.delete(giveUp);
      callback(error);
    };
    const timer = setTimeout(
      () => giveUp(timeoutError('DB_ACQUIRE_TIMEOUT', `No database connection within ${timeouts.acquireMs} ms`)),
      timeouts.acquireMs,
    );
    waiting.add(giveUp);
    getConnection((error, connection) => {
      if (gaveUp) {
        connection?.release();
        return;
      }
      clearTimeout(timer);
      waiting.delete(giveUp);
      if (error || !connection) {
        if (refusedByServer(error)) for (const other of [...waiting]) other(error!);
        return callback(error);
      }
      if (!limited.has(connection)) {
        limitStatements(connection, timeouts.queryMs);
        limited.add(connection);
      }
      callback(null, connection);
    });
  };
}
