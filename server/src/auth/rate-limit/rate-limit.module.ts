import { Module } from '@nestjs/common';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RATE_LIMIT_STORE } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';

/**
 * Rate limiting for login, codes, password reset and the contact form. The store sits behind
 * RATE_LIMIT_STORE: bind a Redis-backed RateLimitStore there to share counters between instances.
 */
@Module({
  providers: [{ provide: RATE_LIMIT_STORE, useClass: MemoryRateLimitStore }, RateLimiter],
  exports: [RateLimiter, RATE_LIMIT_STORE],
})
export class RateLimitModule {}
