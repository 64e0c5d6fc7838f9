import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './review.entity';
import { ReviewStatsService } from './review-stats.service';

@Module({
  imports: [TypeOrmModule.forFeature([Review])],
  providers: [ReviewStatsService],
  exports: [ReviewStatsService],
})
export class ReviewStatsModule {}
