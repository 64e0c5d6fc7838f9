import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { isTransientLockError } from './database-errors';

const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 15;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The one way the cart and ordering code writes.
 *
 * On MySQL every transaction gets its own pooled connection; deadlocks and lock-wait timeouts are
 * retried here with a short jittered backoff, so they never reach a customer.
 *
 * TypeORM's better-sqlite3 driver shares ONE connection between all callers, so two overlapping
 * transactions would silently nest (the second BEGIN becomes a SAVEPOINT inside the first). On SQLite
 * these writes therefore queue one after another in this process.
 */
@Injectable()
export class WriteTransactions {
  private readonly logger = new Logger('WriteTransactions');
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /**
   * Runs `work` in one transaction, retried from the start when the database reports a lock conflict.
   * `before` runs just ahead of the transaction (in the same SQLite queue slot) and may refuse by throwing,
   * so requests that are going to fail do so without opening, and rolling back, a transaction.
   */
  transaction<T>(work: (manager: EntityManager) => Promise<T>, before?: () => Promise<void>): Promise<T> {
    return this.retryingLockConflicts(() =>
      this.exclusive(async () => {
        await before?.();
        return this.dataSource.transaction(work);
      }),
    );
  }

  /** Runs `work` (reads, or single-statement writes) so that on SQLite it never lands inside another caller's transaction. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.config.databaseKind !== 'sqlite') return work();
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async retryingLockConflicts<T>(attempt: () => Promise<T>): Promise<T> {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isTransientLockError(error) || attemptNumber >= MAX_ATTEMPTS) throw error;
        this.logger.warn(`Lock conflict (attempt ${attemptNumber}), retrying: ${(error as Error).message}`);
        await sleep(BASE_BACKOFF_MS * attemptNumber + Math.random() * BASE_BACKOFF_MS * 2);
      }
    }
  }
}
