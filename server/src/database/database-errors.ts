import { driverErrorOf } from '../common/database-unavailable';

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
