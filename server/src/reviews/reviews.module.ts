import { WebhooksModule } from '../webhooks/webhooks.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { DishesModule } from '../dishes/dishes.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { Review } from './review.entity';
import { ReviewStatsService } from './review-stats.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([Review]), OrdersModule, UsersModule, DishesModule, WebhooksModule, WriteTransactionsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewStatsService],
  exports: [ReviewStatsService],
})
export class ReviewsModule {}
