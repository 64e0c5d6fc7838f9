import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLock } from './job-lock.entity';

@Module({
  imports: [TypeOrmModule.forFeature([JobLock])],
})
export class JobsModule {}
