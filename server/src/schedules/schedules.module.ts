import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MenuItemsModule } from '../menus/menu-items.module';
import { AdminMenuSchedulesController } from './admin-menu-schedules.controller';
import { MenuSchedule } from './menu-schedule.entity';
import { MenuSchedulesController } from './menu-schedules.controller';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([MenuSchedule]), MenuItemsModule],
  controllers: [MenuSchedulesController, AdminMenuSchedulesController],
  providers: [SchedulesService],
  exports: [SchedulesService],
})
export class SchedulesModule {}
