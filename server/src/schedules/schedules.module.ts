import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MenuSchedule } from './menu-schedule.entity';

@Module({
  imports: [TypeOrmModule.forFeature([MenuSchedule])],
})
export class SchedulesModule {}
