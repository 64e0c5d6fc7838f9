import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * How long one Redis command may take. Redis answers in well under a millisecond when it is well, so a
 * command still unanswered after half a second means a stalled or frozen server (SIGSTOP, a full disk, a
 * blocked script); the caller then falls back to this instance's memory, well inside a request's 2 s.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long opening a TCP connection may take before ioredis gives up on it and tries again. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * The two Redis connections one instance needs: one for commands and publishing, and one that
 * subscribes (a subscribing connection can run no other commands).
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly commands: Redis;
  readonly subscriber: Redis;
  /**
   * Pub/sub channels ignore Redis database numbers, so channels carry the number from REDIS_URL:
   * sites (or test runs) sharing one Redis server on different databases never hear each other.
   */
  readonly channelPrefix: string;

  constructor(@Inject(AppConfig) config: AppConfig) {
    const url = config.redisUrl;
    if (!url) throw new Error('RedisConnections needs REDIS_URL');
    this.commands = this.connect(url, 'commands');
    this.subscriber = this.connect(url, 'subscriber');
    this.channelPrefix = `home-kitchen:${databaseNumber(url)}:`;
  }

  async onApplicationShutdown(): Promise<void> {
    // QUIT lets pending replies arrive; a connection that is not up, or a Redis that does not answer it, is dropped.
    await Promise.allSettled(
      [this.commands, this.subscriber].map((client) =>
        client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : Promise.resolve(client.disconnect()),
      ),
    );
  }

  private connect(url: string, role: string): Redis {
    // Every command is bounded: it fails at once while the connection is down (no offline queue, no retry after a
    // reconnection, which could also count a rate-limit hit twice) and after REDIS_COMMAND_TIMEOUT_MS when Redis is
    // connected but silent. Callers fall back to this instance's memory (RedisAvailability). Errors are logged once
    // per change of state.
    const client = new Redis(url, {
      connectionName: `home-kitchen-${role}`,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    let lastError = '';
    client.on('error', (error: Error) => {
      if (error.message === lastError) return;
      lastError = error.message;
      this.logger.error(`Redis ${role} connection: ${error.message}`);
    });
    client.on('ready', () => {
      if (lastError) this.logger.log(`Redis ${role} connection is back`);
      lastError = '';
    });
    return client;
  }
}

/** The database number in a redis:// URL's path (0 when absent). */
export function databaseNumber(url: string): number {
  const path = new URL(url).pathname.replace(/^\//, '');
  return /^\d+$/.test(path) ? Number(path) : 0;
}
