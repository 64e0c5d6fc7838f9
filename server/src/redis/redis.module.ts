import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisAvailability } from './redis-availability';
import { RedisConnections } from './redis-connections';

/**
 * The Redis connections several instances share when REDIS_URL is set, and whether Redis answers. Without
 * REDIS_URL it provides nothing, and the modules that can use Redis (rate limits, session changes, the order
 * event relay) keep their state in this instance's memory, exactly as a single server does; they do the same
 * while Redis does not answer (RedisAvailability). Scheduled jobs need no Redis: their lease lives in the
 * database, see JobLockService.
 */
@Global()
@Module({})
export class RedisModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redisUrl) return { module: RedisModule };
    return { module: RedisModule, providers: [RedisConnections, RedisAvailability], exports: [RedisConnections, RedisAvailability] };
  }
}
