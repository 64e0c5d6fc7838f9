import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isTransientLockError } from './database-errors';

/**
 * Enough for a hot row written from three Galera nodes at once (the stock of a drop): there every commit on one node
 * refuses the transactions on the others that touched the same row, so a buyer may lose several rounds in a row.
 */
export const MAX_ATTEMPTS = 10;
const BASE_BACKOFF_MS = 10;
const MAX_BACKOFF_MS = 250;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Full jitter: anywhere up to a ceiling that doubles per attempt, so the losers of one round do not meet again. */
function backoffMs(attemptNumber: number): number {
  return Math.random() * Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attemptNumber);
}

/** Lock conflicts this instance met since it started: retried whole, and those still failing on the last attempt. */
export interface LockConflictCounts {
  retried: number;
  gaveUp: number;
}

/**
 * How multi-row writes run: one transaction, retried from the start with a jittered backoff when the database reports
 * a lock conflict (MySQL deadlocks and lock-wait timeouts, a Galera certification conflict, which MariaDB reports as
 * a deadlock; SQLite's busy database), so such conflicts never reach a customer. Each retry is logged with this
 * instance's running count, which a log-based metric can read. On SQLite, transactions and statements from different
 * requests are kept apart one level down, for every module, by sqlite-serial-access.ts.
 */
@Injectable()
export class WriteTransactions {
  private readonly logger = new Logger('WriteTransactions');
  private readonly counts: LockConflictCounts = { retried: 0, gaveUp: 0 };

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in one transaction, retried from the start when the database reports a lock conflict.
   * `before` runs just ahead of each attempt and may refuse by throwing, so requests that are going to fail do
   * so without opening, and rolling back, a transaction.
   */
  transaction<T>(work: (manager: EntityManager) => Promise<T>, before?: () => Promise<void>): Promise<T> {
    return this.retryingLockConflicts(async () => {
      await before?.();
      return this.dataSource.transaction(work);
    });
  }

  lockConflicts(): LockConflictCounts {
    return { ...this.counts };
  }

  private async retryingLockConflicts<T>(attempt: () => Promise<T>): Promise<T> {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isTransientLockError(error)) throw error;
        const reason = (error as Error).message;
        if (attemptNumber >= MAX_ATTEMPTS) {
          this.counts.gaveUp += 1;
          this.logger.error(`Lock conflict on the last of ${MAX_ATTEMPTS} attempts, giving up (${this.counts.gaveUp} so far): ${reason}`);
          throw error;
        }
        this.counts.retried += 1;
        this.logger.warn(
          `Lock conflict (attempt ${attemptNumber}), retrying the whole transaction (${this.counts.retried} so far): ${reason}`,
        );
        await sleep(backoffMs(attemptNumber));
      }
    }
  }
}
