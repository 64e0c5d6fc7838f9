import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED'],
    ['PROTOCOL_CONNECTION_LOST'],
    ['ETIMEDOUT'],
    ['SQLITE_BUSY'],
    ['SQLITE_IOERR_WRITE'],
    ['ER_UNKNOWN_COM_ERROR'],
    ['ER_LOCK_DEADLOCK'],
    ['ER_LOCK_WAIT_TIMEOUT'],
  ])('is true for %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(true);
  });

  it("looks inside TypeORM's QueryFailedError", () => {
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' });
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], lost))).toBe(true);
  });

  it('is true for a statement sent on a connection the driver has closed', () => {
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it.each([['ER_DUP_ENTRY'], ['SQLITE_CONSTRAINT_UNIQUE'], ['SQLITE_BUSYNESS']])('is false for %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(false);
  });

  it('is false for errors that are not the database’s', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
