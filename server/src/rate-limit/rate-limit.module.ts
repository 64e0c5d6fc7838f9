import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RedisAvailability } from '../redis/redis-availability';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RATE_LIMIT_STORE, RateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/**
 * Rate limiting for login, codes, password reset and the contact form. Counters live in Redis,
 * shared by every instance, when RedisModule has connections (REDIS_URL set); otherwise in this
 * instance's memory.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [Clock, { token: RedisAvailability, optional: true }],
      useFactory: (clock: Clock, redis?: RedisAvailability): RateLimitStore =>
        redis ? new RedisRateLimitStore(redis, clock) : new MemoryRateLimitStore(clock),
    },
    RateLimiter,
  ],
  exports: [RateLimiter, RATE_LIMIT_STORE],
})
export class RateLimitModule {}
