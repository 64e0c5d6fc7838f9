import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLock } from './job-lock.entity';
import { JobLockService } from './job-lock.service';

/**
 * Scheduled-job support: JobLockService lets any module's @Cron run once across instances.
 * The jobs themselves live with the data they tend (orders purge idempotency keys, auth purges
 * e-mail codes, menus sweep orphaned uploads).
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobLock])],
  providers: [JobLockService],
  exports: [JobLockService],
})
export class JobsModule {}
