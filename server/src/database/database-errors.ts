import { QueryFailedError } from 'typeorm';

interface DriverError {
  errno?: number;
  code?: string;
  message?: string;
}

function driverErrorOf(error: unknown): DriverError {
  if (error instanceof QueryFailedError) return (error.driverError ?? {}) as DriverError;
  return (error ?? {}) as DriverError;
}

const MYSQL_DEADLOCK = 1213;
const MYSQL_LOCK_WAIT_TIMEOUT = 1205;
const MYSQL_DUPLICATE_ENTRY = 1062;

/**
 * Errors that say "another transaction got in the way", not "your request is wrong":
 * MySQL/MariaDB deadlocks and lock-wait timeouts, SQLite's busy database. Retrying is safe.
 */
export function isTransientLockError(error: unknown): boolean {
  const driver = driverErrorOf(error);
  if (driver.errno === MYSQL_DEADLOCK || driver.errno === MYSQL_LOCK_WAIT_TIMEOUT) return true;
  return typeof driver.code === 'string' && driver.code.startsWith('SQLITE_BUSY');
}

/** A unique index refused the row; `hint` (index or column name) narrows it to one index. */
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const driver = driverErrorOf(error);
  const unique = driver.errno === MYSQL_DUPLICATE_ENTRY || driver.code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!unique) return false;
  return hint === undefined || String(driver.message ?? '').includes(hint);
}

/** A row another table still points at (order lines keep their dish and schedule). */
export function isForeignKeyViolation(error: unknown): boolean {
  const driver = driverErrorOf(error);
  return (
    driver.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    driver.code === 'ER_ROW_IS_REFERENCED_2' ||
    driver.code === 'ER_ROW_IS_REFERENCED' ||
    driver.errno === 1451
  );
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
]);

/** SQLite's extended codes (SQLITE_IOERR_WRITE) start with the primary one. */
const SQLITE_UNAVAILABLE_CODES = ['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL'];

/**
 * The database is down, frozen, unreachable or out of room: the request was fine and may be retried later
 * (the API answers 503 with Retry-After). Includes a MySQL connection found closed mid-request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driver = driverErrorOf(error);
  const code = typeof driver.code === 'string' ? driver.code : '';
  if (UNREACHABLE_CODES.has(code)) return true;
  if (SQLITE_UNAVAILABLE_CODES.some((primary) => code === primary || code.startsWith(`${primary}_`))) return true;
  return /connection is in closed state|Pool is closed/.test(String(driver.message ?? ''));
}
