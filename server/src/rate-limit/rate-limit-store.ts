/** One counting window of a rate-limit key. */
export interface RateWindow {
  count: number;
  /** Epoch milliseconds when the window ends and the count starts again from zero. */
  resetAt: number;
}

/**
 * Where rate-limit counters live. In memory for a single instance; a shared store (Redis) can be
 * bound to RATE_LIMIT_STORE so several instances count together.
 */
export interface RateLimitStore {
  /** Adds one hit to the key's current fixed window (opened now if none) and answers the window. */
  increment(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's current window, if one is open. */
  peek(key: string): Promise<RateWindow | undefined>;
  reset(key: string): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
