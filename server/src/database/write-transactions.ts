import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isTransientLockError } from './database-errors';

const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 15;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * How multi-row writes run: one transaction, retried from the start with a short jittered backoff when the
 * database reports a lock conflict (MySQL deadlocks and lock-wait timeouts, SQLite's busy database), so such
 * conflicts never reach a customer. On SQLite, transactions and statements from different requests are kept
 * apart one level down, for every module, by sqlite-serial-access.ts.
 */
@Injectable()
export class WriteTransactions {
  private readonly logger = new Logger('WriteTransactions');

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
