import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from './redis-connections';
import { RedisOrderEventRelay } from './redis-order-event-relay';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { SHARED_RATE_LIMIT_STORE } from './redis-tokens';

/**
 * What several instances share through Redis when REDIS_URL is set: rate-limit counters and the
 * order events behind the live streams. Without REDIS_URL it provides nothing and every instance
 * keeps both in memory, exactly as a single server does. (Scheduled jobs need no Redis: their
 * lease lives in the database, see JobLockService.)
 */
@Global()
@Module({})
export class RedisModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redisUrl) return { module: RedisModule };
    return {
      module: RedisModule,
      providers: [
        RedisConnections,
        RedisRateLimitStore,
        { provide: SHARED_RATE_LIMIT_STORE, useExisting: RedisRateLimitStore },
        RedisOrderEventRelay,
      ],
      exports: [SHARED_RATE_LIMIT_STORE],
    };
  }
}
