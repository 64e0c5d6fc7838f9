import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HousekeepingService } from './housekeeping.service';
import { JobLock } from './job-lock.entity';
import { JobLockService } from './job-lock.service';

/** Scheduled jobs; JobLockService lets any module's @Cron run once across instances. */
@Module({
  imports: [TypeOrmModule.forFeature([JobLock])],
  providers: [JobLockService, HousekeepingService],
  exports: [JobLockService],
})
export class JobsModule {}
