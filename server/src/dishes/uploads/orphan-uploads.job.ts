import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../../jobs/job-lock.service';
import { UploadsService } from './uploads.service';

const LEASE_MS = 60 * 60 * 1000;

/** Nightly, one instance deletes uploaded images that no dish or profile uses (abandoned forms, deleted dishes). */
@Injectable()
export class OrphanUploadsJob {
  private readonly logger = new Logger('OrphanUploads');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly uploads: UploadsService,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'sweep-orphan-uploads' })
  async sweep(): Promise<void> {
    await this.jobLocks.runScheduled('sweep-orphan-uploads', LEASE_MS, async () => {
      const removed = await this.uploads.removeOrphans();
      if (removed.length > 0) this.logger.log(`Removed ${removed.length} unused uploaded images`);
    });
  }
}
