import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { IdempotencyService } from './idempotency.service';
import { IdempotentRequests } from './idempotent-requests.service';

const PURGE_LEASE_MS = 10 * 60 * 1000;

/** Hourly, one instance deletes Idempotency-Keys (orders' and other requests') past their 24 hours. */
@Injectable()
export class IdempotencyPurgeJob {
  private readonly logger = new Logger('IdempotencyPurge');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly idempotency: IdempotencyService,
    private readonly requests: IdempotentRequests,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'purge-idempotency-keys' })
  async purge(): Promise<void> {
    await this.jobLocks.runScheduled('purge-idempotency-keys', PURGE_LEASE_MS, async () => {
      const removed = (await this.idempotency.purgeExpired()) + (await this.requests.purgeExpired());
      if (removed > 0) this.logger.log(`Removed ${removed} expired idempotency keys`);
    });
  }
}
