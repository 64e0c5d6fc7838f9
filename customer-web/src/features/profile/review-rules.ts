import '../../i18n/sections/reviews';
/** The keys of the review form's messages in the message files; the form shows them with `t`. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'reviews.ratingRequired',
  commentRequired: 'reviews.commentRequired',
  commentTooLong: 'reviews.commentTooLong',
  failed: 'reviews.failed',
} as const;

export const MAX_COMMENT_LENGTH = 1000;

export function validateReview(rating: number | null, comment: string): { rating?: string; comment?: string } {
  const errors: { rating?: string; comment?: string } = {};
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = REVIEW_MESSAGES.ratingRequired;
  const trimmed = comment.trim();
  if (!trimmed) errors.comment = REVIEW_MESSAGES.commentRequired;
  else if (trimmed.length > MAX_COMMENT_LENGTH) errors.comment = REVIEW_MESSAGES.commentTooLong;
  return errors;
}
