import { WebhooksModule } from '../webhooks/webhooks.module';
import { DishWebhooks } from './dish-webhooks';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { AdminFoodsController, AdminMenusController } from './admin-menus.controller';
import { DishWritesController } from './dish-writes.controller';
import { MenuItem } from './menu-item.entity';
import { MenuItemsService } from './menu-items.service';
import { OrphanUploadsJob } from './uploads/orphan-uploads.job';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsService } from './uploads/uploads.service';

/** Dishes: what a dish is, the admin's dish endpoints and image uploads. Below schedules and the public menu. */
@Module({
  imports: [TypeOrmModule.forFeature([MenuItem]), JobsModule, WebhooksModule, WriteTransactionsModule],
  controllers: [AdminMenusController, AdminFoodsController, DishWritesController, UploadsController],
  providers: [MenuItemsService, UploadsService, OrphanUploadsJob, DishWebhooks],
  exports: [MenuItemsService],
})
export class DishesModule {}
