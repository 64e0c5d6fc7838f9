import { QueryFailedError } from 'typeorm';

// Here rather than in database/ because the global error filter (common/) must recognise these errors.

export interface DriverError {
  errno?: number;
  code?: string;
  message?: string;
}

/** The driver's own error (mysql2, better-sqlite3), unwrapped from TypeORM's QueryFailedError. */
export function driverErrorOf(error: unknown): DriverError {
  if (error instanceof QueryFailedError) return (error.driverError ?? {}) as DriverError;
  return error ?? {};
}

/** Codes of the driver (mysql2, node's sockets) and of mysql-timeouts.ts that mean "no database to talk to". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'DB_ACQUIRE_TIMEOUT',
  'DB_QUERY_TIMEOUT',
  // A Galera node that is not (yet) a synced member of the primary component: joining, or cut off from the others.
  'ER_UNKNOWN_COM_ERROR',
  // Lock conflicts (a Galera certification conflict is a deadlock) that outlasted WriteTransactions' retries, or hit a
  // statement outside it: the request was fine and succeeds when tried again, as SQLite's busy database does.
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
]);

/** SQLite's extended codes (SQLITE_IOERR_WRITE) start with the primary one. */
const SQLITE_UNAVAILABLE_CODES = ['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL'];

/**
 * The database is down, frozen, unreachable or out of room: the request was fine and may be retried later
 * (the API answers 503 with Retry-After). Includes a MySQL connection found closed mid-request, a Galera node that is
 * not ready, and a lock conflict no retry resolved.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driver = driverErrorOf(error);
  const code = typeof driver.code === 'string' ? driver.code : '';
  if (UNREACHABLE_CODES.has(code)) return true;
  if (SQLITE_UNAVAILABLE_CODES.some((primary) => code === primary || code.startsWith(`${primary}_`))) return true;
  return /connection is in closed state|Pool is closed/.test(String(driver.message ?? ''));
}
