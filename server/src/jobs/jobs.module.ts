import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLock } from './job-lock.entity';
import { JobLockService } from './job-lock.service';

@Module({
  imports: [TypeOrmModule.forFeature([JobLock])],
  providers: [JobLockService],
  exports: [JobLockService],
})
export class JobsModule {}
