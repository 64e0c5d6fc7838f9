import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MenuCacheModule } from '../menus/menu-cache.module';
import { MenuItemsModule } from '../menus/menu-items.module';
import { AdminMenuSchedulesController } from './admin-menu-schedules.controller';
import { MenuSchedule } from './menu-schedule.entity';
import { MenuSchedulesController } from './menu-schedules.controller';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([MenuSchedule]), MenuItemsModule, MenuCacheModule],
  controllers: [MenuSchedulesController, AdminMenuSchedulesController],
  providers: [SchedulesService],
  exports: [SchedulesService],
})
export class SchedulesModule {}
