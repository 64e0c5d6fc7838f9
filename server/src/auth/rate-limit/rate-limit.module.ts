import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { SHARED_RATE_LIMIT_STORE } from '../../redis/redis-tokens';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RATE_LIMIT_STORE, RateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';

/**
 * Rate limiting for login, codes, password reset and the contact form. Counters live in the store
 * bound to RATE_LIMIT_STORE: the shared (Redis) store when RedisModule provides one (REDIS_URL set),
 * otherwise this instance's memory.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [Clock, { token: SHARED_RATE_LIMIT_STORE, optional: true }],
      useFactory: (clock: Clock, shared?: RateLimitStore): RateLimitStore => shared ?? new MemoryRateLimitStore(clock),
    },
    RateLimiter,
  ],
  exports: [RateLimiter, RATE_LIMIT_STORE],
})
export class RateLimitModule {}
