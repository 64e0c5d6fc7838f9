import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { WaitlistService } from './waitlist.service';

const LEASE_MS = 25_000;

/** Every 30 seconds one instance tells waiting customers about dishes that can be ordered again. */
@Injectable()
export class WaitlistReleaseJob {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly waitlist: WaitlistService,
  ) {}

  @Cron('*/30 * * * * *', { name: 'notify-waitlists' })
  async notify(): Promise<void> {
    await this.jobLocks.runScheduled('notify-waitlists', LEASE_MS, async () => {
      const told = await this.waitlist.notifyAvailable();
      if (told > 0) this.logger.log(`Told ${told} waiting customers their dish is back`);
    });
  }
}
