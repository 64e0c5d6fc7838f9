import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { EmailCodeService } from './email-code.service';

/** Expired codes are useless; deleting them keeps the table small. One instance does it per run. */
@Injectable()
export class EmailCodePurgeJob {
  private readonly logger = new Logger('EmailCodePurge');

  constructor(
    private readonly jobs: JobLockService,
    private readonly codes: EmailCodeService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'purge-expired-email-codes' })
  async run(): Promise<void> {
    await this.jobs.runScheduled('purge-expired-email-codes', 10 * 60_000, async () => {
      const purged = await this.codes.purgeExpired();
      if (purged > 0) this.logger.log(`Deleted ${purged} expired e-mail codes`);
    });
  }
}
