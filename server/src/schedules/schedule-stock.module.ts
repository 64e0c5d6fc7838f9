import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MenuSchedule } from './menu-schedule.entity';
import { ScheduleStockService } from './schedule-stock.service';

@Module({
  imports: [TypeOrmModule.forFeature([MenuSchedule])],
  providers: [ScheduleStockService],
  exports: [ScheduleStockService],
})
export class ScheduleStockModule {}
