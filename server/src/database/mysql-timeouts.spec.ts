import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { boundMysqlWaits } from './mysql-timeouts';

type QueryCallback = (error: Error | null, rows?: unknown) => void;

/** A mysql2 pooled connection whose statements are answered only when the test says so. */
class FakeConnection {
  pendingAnswers: QueryCallback[] = [];
  released = 0;
  destroyed = false;

  query(_sql: string, _parameters: unknown[], callback: QueryCallback): void {
    this.pendingAnswers.push(callback);
  }

  /** mysql2's prepared-statement call: the same shape as `query`. */
  execute(_sql: string, _parameters: unknown[], callback: QueryCallback): void {
    this.pendingAnswers.push(callback);
  }

  release(): void {
    this.released += 1;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/** A pool that hands out connections only when the test says so. */
class FakePool {
  waiting: ((error: Error | null, connection?: FakeConnection) => void)[] = [];

  getConnection(callback: (error: Error | null, connection?: FakeConnection) => void): void {
    this.waiting.push(callback);
  }
}

function acquire(pool: FakePool): Promise<FakeConnection> {
  return new Promise((resolve, reject) => pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection!))));
}

type Send = 'query' | 'execute';

function send(connection: FakeConnection, method: Send): Promise<unknown> {
  return new Promise((resolve, reject) => connection[method]('SELECT 1', [], (error, rows) => (error ? reject(error) : resolve(rows))));
}

describe('boundMysqlWaits', () => {
  let pool: FakePool;

  beforeEach(() => {
    jest.useFakeTimers();
    pool = new FakePool();
    boundMysqlWaits({ driver: { pool } } as unknown as DataSource, { acquireMs: 2000, queryMs: 3000 });
  });

  afterEach(() => jest.useRealTimers());

  it('gives up waiting for a connection after acquireMs, and releases one that turns up later', async () => {
    const waiting = acquire(pool);
    jest.advanceTimersByTime(2000);
    const error = await waiting.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'DB_ACQUIRE_TIMEOUT' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    const late = new FakeConnection();
    pool.waiting[0](null, late);
    expect(late.released).toBe(1);
  });

  it('fails every request waiting for a connection at once when the server refuses one, and releases later arrivals', async () => {
    const queued = [acquire(pool), acquire(pool), acquire(pool)];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3412'), { code: 'ECONNREFUSED' });
    pool.waiting[0](refused);
    const errors = await Promise.all(queued.map((waiting) => waiting.catch((caught: unknown) => caught)));
    expect(errors).toEqual([refused, refused, refused]);
    expect(isDatabaseUnavailable(errors[1])).toBe(true);
    const late = new FakeConnection();
    pool.waiting[2](null, late);
    expect(late.released).toBe(1);
  });

  it('lets the others wait on when a connection fails for another reason', async () => {
    const first = acquire(pool);
    const second = acquire(pool);
    pool.waiting[0](Object.assign(new Error('Access denied'), { code: 'ER_ACCESS_DENIED_ERROR' }));
    await expect(first).rejects.toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
    const connection = new FakeConnection();
    pool.waiting[1](null, connection);
    await expect(second).resolves.toBe(connection);
  });

  it.each<Send>(['query', 'execute'])(
    'passes a connection on when it comes in time, and its statements (%s) answer as usual',
    async (method) => {
      const connection = new FakeConnection();
      const waiting = acquire(pool);
      pool.waiting[0](null, connection);
      const acquired = await waiting;
      const answer = send(acquired, method);
      connection.pendingAnswers[0](null, [{ one: 1 }]);
      await expect(answer).resolves.toEqual([{ one: 1 }]);
      jest.advanceTimersByTime(10_000);
      expect(connection.destroyed).toBe(false);
    },
  );

  it.each<Send>(['query', 'execute'])(
    'fails a statement (%s) after queryMs and destroys its connection, so that no later statement queues behind it',
    async (method) => {
      const connection = new FakeConnection();
      const waiting = acquire(pool);
      pool.waiting[0](null, connection);
      const answer = send(await waiting, method);
      jest.advanceTimersByTime(2999);
      expect(connection.destroyed).toBe(false);
      jest.advanceTimersByTime(1);
      const error = await answer.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'DB_QUERY_TIMEOUT' });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(connection.destroyed).toBe(true);
      expect(() => connection.pendingAnswers[0](null, [])).not.toThrow();
    },
  );

  it('passes a connection error straight on', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const waiting = acquire(pool);
    pool.waiting[0](refused);
    await expect(waiting).rejects.toBe(refused);
  });
});
