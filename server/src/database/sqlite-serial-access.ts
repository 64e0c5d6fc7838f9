import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource } from 'typeorm';

/** A FIFO lock: each run starts when the previous one has settled. */
export class SerialLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

const GUARDED_MANAGER_METHODS = [
  'transaction',
  'save',
  'remove',
  'softRemove',
  'recover',
  'insert',
  'update',
  'upsert',
  'delete',
  'softDelete',
  'restore',
  'increment',
  'decrement',
  'clear',
  'query',
] as const;

type Guardable = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * TypeORM's better-sqlite3 driver runs every caller on ONE connection, so a statement from one request
 * issued while another request's transaction is open would join that transaction (and vanish with its
 * rollback). Here every transaction, every write and every statement outside a transaction takes one
 * lock per data source; statements issued from inside the lock holder's own async flow pass straight
 * through (AsyncLocalStorage marks that flow), so nested calls never wait on themselves.
 */
export function serializeSqliteAccess(dataSource: DataSource): void {
  const lock = new SerialLock();
  const holder = new AsyncLocalStorage<true>();
  const guard =
    (work: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]): Promise<unknown> =>
      holder.getStore() ? work(...args) : lock.run(() => holder.run(true, () => work(...args)));

  const manager = dataSource.manager as unknown as Guardable;
  for (const method of GUARDED_MANAGER_METHODS) {
    manager[method] = guard(manager[method].bind(manager));
  }
  const runner = dataSource.driver.createQueryRunner('master') as unknown as Guardable;
  runner.query = guard(runner.query.bind(runner));
}
