/** What a notification shows, and the page of the customer site it opens. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on the customer site. */
  url: string;
  /** A later notice with the same tag replaces the earlier one on the device. */
  tag: string;
}

/** Most subscribed browsers one customer may have; subscribing another drops the oldest. */
export const SUBSCRIPTIONS_PER_USER = 10;
/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 12 * 3600;
/** Push services answer these for a subscription that no longer exists: it is deleted. */
export const GONE_STATUSES = [404, 410];
