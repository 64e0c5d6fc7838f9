import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ReviewStatsModule } from '../reviews/review-stats.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { AdminFoodsController, AdminMenusController } from './admin-menus.controller';
import { MenuCacheService } from './menu-cache.service';
import { MenuCardsService } from './menu-cards.service';
import { MenuItemsModule } from './menu-items.module';
import { MenusController } from './menus.controller';
import { OrphanUploadsJob } from './uploads/orphan-uploads.job';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsService } from './uploads/uploads.service';

/**
 * The catalogue: the customer's menu cards, the admin's dish endpoints and image uploads.
 * Its cache listens to CatalogueChanges: writers below it announce changes instead of importing it.
 */
@Module({
  imports: [MenuItemsModule, SchedulesModule, ReviewStatsModule, JobsModule],
  controllers: [MenusController, AdminMenusController, AdminFoodsController, UploadsController],
  providers: [MenuCacheService, MenuCardsService, UploadsService, OrphanUploadsJob],
  exports: [MenuItemsModule, MenuCardsService],
})
export class MenusModule {}
