import { Review } from '../../src/reviews/review.entity';
import { TestApp } from '../support/test-app';

/** A review written straight to the database for an existing order line. */
export async function createReview(
  t: TestApp,
  values: Pick<Review, 'userId' | 'menuItemId' | 'orderItemId'> & Partial<Review>,
): Promise<Review> {
  const repository = t.dataSource.getRepository(Review);
  const createdAt = values.createdAt ?? t.clock.now();
  return repository.save(repository.create({ rating: 5, comment: 'Lovely.', updatedAt: createdAt, ...values, createdAt }));
}
