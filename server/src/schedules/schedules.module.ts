import { WebhooksModule } from '../webhooks/webhooks.module';
import { ScheduleWebhooks } from './schedule-webhooks';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { DishesModule } from '../dishes/dishes.module';
import { AdminMenuSchedulesController } from './admin-menu-schedules.controller';
import { MenuSchedule } from './menu-schedule.entity';
import { MenuSchedulesController } from './menu-schedules.controller';
import { ScheduleStockService } from './schedule-stock.service';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([MenuSchedule]), DishesModule, WebhooksModule, WriteTransactionsModule],
  controllers: [MenuSchedulesController, AdminMenuSchedulesController],
  providers: [SchedulesService, ScheduleStockService, ScheduleWebhooks],
  exports: [SchedulesService, ScheduleStockService],
})
export class SchedulesModule {}
