import { Review } from './review.entity';
import { mapAdminReview, REVIEW_EDIT_WINDOW_MS, reviewEditableUntil, reviewerName } from './review.mapper';

describe('review mapper', () => {
  it('names the reviewer by account name, or by the e-mail before @ when the name is blank', () => {
    expect(reviewerName({ name: 'Asha Rao', email: 'asha@example.test' })).toBe('Asha Rao');
    expect(reviewerName({ name: '  ', email: 'walk.in@example.test' })).toBe('walk.in');
  });

  it('keeps a review editable for exactly 7 days', () => {
    const review = Object.assign(new Review(), { createdAt: new Date('2026-11-20T09:15:00.000Z') });
    expect(REVIEW_EDIT_WINDOW_MS).toBe(604_800_000);
    expect(reviewEditableUntil(review).toISOString()).toBe('2026-11-27T09:15:00.000Z');
  });

  it('shows the admin the dish and the customer, never the user record', () => {
    const review = Object.assign(new Review(), {
      id: 4,
      userId: 9,
      menuItemId: 3,
      orderItemId: 42,
      rating: 4,
      comment: 'Good',
      createdAt: new Date('2026-11-20T09:15:00.000Z'),
      user: { name: 'Asha Rao', email: 'asha@example.test', passwordHash: 'secret' },
      menuItem: { name: 'Dal Makhani' },
    });
    expect(mapAdminReview(review)).toEqual({
      id: 4,
      customerName: 'Asha Rao',
      date: '2026-11-20T09:15:00.000Z',
      rating: 4,
      comment: 'Good',
      menuId: 3,
      menuName: 'Dal Makhani',
    });
  });
});
