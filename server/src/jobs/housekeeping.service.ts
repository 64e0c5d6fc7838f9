import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { EmailCode } from '../auth/email-code.entity';
import { Clock } from '../common/clock';
import { IdempotencyKey } from '../orders/idempotency-key.entity';
import { JobLockService } from './job-lock.service';

const HOUR = 3600 * 1000;
/** Expired e-mail codes are kept a day so code throttling that looks back over recent sends still sees them. */
export const EMAIL_CODE_RETENTION_MS = 24 * HOUR;

/** Deletes rows that can no longer matter, once per hour across all server instances. */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobLocks: JobLockService,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'housekeeping' })
  async runHourly(): Promise<void> {
    await this.jobLocks.runExclusive('housekeeping', HOUR - 60_000, async () => {
      await this.purgeExpired();
    });
  }

  async purgeExpired(): Promise<{ idempotencyKeys: number; emailCodes: number }> {
    const now = this.clock.now();
    const idempotency = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKey)
      .where('expires_at < :now', { now })
      .execute();
    const codes = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(EmailCode)
      .where('expires_at < :before', { before: new Date(now.getTime() - EMAIL_CODE_RETENTION_MS) })
      .execute();
    const purged = { idempotencyKeys: idempotency.affected ?? 0, emailCodes: codes.affected ?? 0 };
    if (purged.idempotencyKeys + purged.emailCodes > 0) {
      this.logger.log(`Purged ${purged.idempotencyKeys} idempotency keys and ${purged.emailCodes} e-mail codes`);
    }
    return purged;
  }
}
