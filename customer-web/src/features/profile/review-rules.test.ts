import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH, REVIEW_MESSAGES, validateReview } from './review-rules';

describe('review rules', () => {
  it('accepts a whole-star rating with a comment', () => {
    expect(validateReview(4, 'Lovely dal')).toEqual({});
  });

  it('asks for a rating between one and five', () => {
    expect(validateReview(null, 'Nice').rating).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(validateReview(0, 'Nice').rating).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(validateReview(6, 'Nice').rating).toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it('asks for a comment that is not just spaces and not too long', () => {
    expect(validateReview(5, '   ').comment).toBe(REVIEW_MESSAGES.commentRequired);
    expect(validateReview(5, 'x'.repeat(MAX_COMMENT_LENGTH + 1)).comment).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});
