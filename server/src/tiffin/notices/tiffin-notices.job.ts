import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../../jobs/job-lock.service';
import { TiffinNotices } from './tiffin-notices.service';

const LEASE_MS = 4 * 60_000;

/** Every five minutes one instance writes the tiffin messages that are due (a date's dish, a period ending). */
@Injectable()
export class TiffinNoticesJob {
  private readonly logger = new Logger('TiffinNotices');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly notices: TiffinNotices,
  ) {}

  @Cron('30 */5 * * * *', { name: 'tiffin-notices' })
  async run(): Promise<void> {
    await this.jobLocks.runScheduled('tiffin-notices', LEASE_MS, async () => {
      const told = await this.notices.sendDue();
      if (told > 0) this.logger.log(`Wrote ${told} tiffin messages`);
    });
  }
}
