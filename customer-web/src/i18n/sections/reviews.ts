import { addEnglish } from '../i18n-instance';

/** English texts under 'reviews.', registered by the code that shows them (importing this module), not in the entry. */
export const reviews = {
  title: 'Write a Review',
  loading: 'Loading your reviews...',
  loadFailed: 'We could not load your reviews. Please reload the page.',
  ratingOf: 'Your rating: {{rating}} out of 5',
  reviewedOn: 'You reviewed this dish on {{date}}. Thank you!',
  reviewDish: 'Review {{dish}}',
  yourRating: 'Your rating',
  stars_one: '{{count}} Star',
  stars_other: '{{count}} Stars',
  noRating: 'No rating',
  yourReview: 'Your review',
  submitting: 'Submitting...',
  submit: 'Submit Review',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  commentRequired: 'Please write a few words about the dish',
  commentTooLong: 'Please keep your review under 1000 characters',
  failed: 'Could not save your review. Please try again.',
};

addEnglish({ reviews });
