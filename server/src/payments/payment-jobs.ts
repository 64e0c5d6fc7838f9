import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../jobs/job-lock.service';
import { PaymentSweeps } from './payment-sweeps.service';

/** Releasing unpaid orders runs often, so portions come back soon after the payment time ends. */
const EXPIRY_LEASE_MS = 8_000;
const RECONCILE_LEASE_MS = 50_000;

/** The payment sweeps on a timer, each run by one instance at a time (the job lease). */
@Injectable()
export class PaymentJobs {
  private readonly logger = new Logger('PaymentJobs');

  constructor(
    private readonly jobLocks: JobLockService,
    private readonly sweeps: PaymentSweeps,
  ) {}

  @Cron('*/10 * * * * *', { name: 'expire-unpaid-orders' })
  async expireUnpaid(): Promise<void> {
    await this.jobLocks.runScheduled('expire-unpaid-orders', EXPIRY_LEASE_MS, async () => {
      const released = await this.sweeps.expireDue();
      if (released > 0) this.logger.log(`Released ${released} unpaid orders whose payment time ran out`);
    });
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'reconcile-payments' })
  async reconcile(): Promise<void> {
    await this.jobLocks.runScheduled('reconcile-payments', RECONCILE_LEASE_MS, () => this.sweeps.reconcile());
  }
}
