import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { CustomerReminders } from './customer-reminders.service';

const LEASE_MS = 55_000;

/** Every minute one instance sends the reminders that are due. */
@Injectable()
export class CustomerRemindersJob {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly reminders: CustomerReminders,
  ) {}

  @Cron('15 * * * * *', { name: 'customer-reminders' })
  async send(): Promise<void> {
    await this.jobLocks.runScheduled('customer-reminders', LEASE_MS, async () => {
      const told = await this.reminders.sendDue();
      if (told > 0) this.logger.log(`Sent ${told} reminders and announcements`);
    });
  }
}
