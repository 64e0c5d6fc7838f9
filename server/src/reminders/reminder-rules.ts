/** When the kitchen's reminders go out (docs/decisions.md, Messages). */

/** A cook date's drop is announced once no dish was added to it for this long, so one digest lists the whole drop. */
export const DROP_SETTLE_MS = 10 * 60_000;
/** 'Ordering closes soon' goes out when the date's first cutoff is this close. */
export const CLOSING_SOON_MS = 60 * 60_000;
/** A pickup reminder goes out when the order's pickup starts within this. */
export const PICKUP_AHEAD_MS = 60 * 60_000;
/** A review request goes out a day after delivery; orders delivered longer ago than the second figure are left alone. */
export const REVIEW_AFTER_MS = 24 * 3_600_000;
export const REVIEW_UNTIL_MS = 48 * 3_600_000;
/** Customers written per transaction when a message goes to every subscriber. */
export const RECIPIENTS_PER_BATCH = 100;
