import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { HoldsService } from './holds.service';

const LEASE_MS = 8_000;

/** Every 10 seconds one instance returns the portions of holds that ran out. */
@Injectable()
export class HoldExpiryJob {
  private readonly logger = new Logger('HoldExpiry');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly holds: HoldsService,
  ) {}

  @Cron('*/10 * * * * *', { name: 'release-expired-holds' })
  async release(): Promise<void> {
    await this.jobLocks.runScheduled('release-expired-holds', LEASE_MS, async () => {
      const released = await this.holds.expireDue();
      if (released > 0) this.logger.log(`Released ${released} checkout holds that ran out`);
    });
  }
}
