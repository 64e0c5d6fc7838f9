/**
 * A RateLimitStore shared by every instance, provided only when REDIS_URL is set. The rate-limit
 * module binds it in place of its in-memory store when present (optional injection).
 */
export const SHARED_RATE_LIMIT_STORE = Symbol('SHARED_RATE_LIMIT_STORE');
