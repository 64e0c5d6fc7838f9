export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  commentRequired: 'Please write a few words about the dish',
  commentTooLong: 'Please keep your review under 1000 characters',
  failed: 'Could not save your review. Please try again.',
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
