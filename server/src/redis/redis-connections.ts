import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

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
    // QUIT lets pending replies arrive; a connection that is not up would wait for it, so it is dropped.
    await Promise.allSettled([this.commands, this.subscriber].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
  }

  private connect(url: string, role: string): Redis {
    // A command waits for at most one reconnection attempt, so a Redis outage costs a request
    // little time before its caller falls back; errors are logged once per change of state.
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectionName: `home-kitchen-${role}` });
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
