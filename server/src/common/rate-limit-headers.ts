/** What the IETF RateLimit header fields say of one window: the limit, what is left, and seconds until it resets. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset header fields of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
  };
}
