import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Review } from './review.entity';

export interface ReviewStats {
  /** Mean rating rounded to one decimal, or null without reviews. */
  averageRating: number | null;
  reviewCount: number;
}

export const NO_REVIEWS: ReviewStats = { averageRating: null, reviewCount: 0 };

/** Rating summaries per dish, for the menu cards. */
@Injectable()
export class ReviewStatsService {
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  /** Every reviewed dish's summary; dishes without reviews are absent (use NO_REVIEWS). */
  async statsByDish(): Promise<Map<number, ReviewStats>> {
    const rows = await this.reviews
      .createQueryBuilder('review')
      .select('review.menuItemId', 'menuItemId')
      .addSelect('AVG(review.rating)', 'average')
      .addSelect('COUNT(*)', 'count')
      .groupBy('review.menuItemId')
      .getRawMany<{ menuItemId: number | string; average: number | string; count: number | string }>();
    return new Map(
      rows.map((row) => [
        Number(row.menuItemId),
        { averageRating: Math.round(Number(row.average) * 10) / 10, reviewCount: Number(row.count) },
      ]),
    );
  }
}
