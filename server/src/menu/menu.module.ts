import { Module } from '@nestjs/common';
import { DishesModule } from '../dishes/dishes.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { MenuCacheService } from './menu-cache.service';
import { MenuCardsService } from './menu-cards.service';
import { MenusController } from './menus.controller';

/**
 * The customer's menu: merged cards from dishes, PUBLISHED schedules and ratings, cached. Its cache
 * listens to CatalogueChanges, so the modules below announce changes without knowing it exists.
 */
@Module({
  imports: [DishesModule, SchedulesModule, ReviewsModule],
  controllers: [MenusController],
  providers: [MenuCacheService, MenuCardsService],
  exports: [MenuCardsService],
})
export class MenuModule {}
