/**
 * The zone the server uses when KITCHEN_TIMEZONE is not set. Both apps show times in it until GET /settings has named
 * the kitchen's own, so a first visit in India shows the right times before it answers.
 */
export const DEFAULT_KITCHEN_TIME_ZONE = 'Asia/Kolkata';
