import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ReviewStatsModule } from '../reviews/review-stats.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { AdminFoodsController, AdminMenusController } from './admin-menus.controller';
import { MenuCacheModule } from './menu-cache.module';
import { MenuCardsService } from './menu-cards.service';
import { MenuItemsModule } from './menu-items.module';
import { MenusController } from './menus.controller';
import { OrphanUploadsJob } from './uploads/orphan-uploads.job';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsService } from './uploads/uploads.service';

/**
 * The catalogue: the customer's menu cards, the admin's dish endpoints and image uploads.
 * Exports MenuCacheService (through MenuCacheModule): call invalidate() after changing stock or reviews.
 */
@Module({
  imports: [MenuItemsModule, MenuCacheModule, SchedulesModule, ReviewStatsModule, JobsModule],
  controllers: [MenusController, AdminMenusController, AdminFoodsController, UploadsController],
  providers: [MenuCardsService, UploadsService, OrphanUploadsJob],
  exports: [MenuCacheModule, MenuItemsModule, MenuCardsService],
})
export class MenusModule {}
