import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import Redis, { ReplyError } from 'ioredis';
import { RedisConnections } from './redis-connections';

/**
 * How often each instance asks both its connections whether Redis answers: how soon it notices a Redis that went
 * silent while nothing used it, and one that answers again.
 */
export const REDIS_HEARTBEAT_MS = 1000;

/** Thrown instead of sending a command while Redis is known not to answer; callers fall back to this instance. */
export class RedisUnavailableError extends Error {
  constructor() {
    super('Redis is not answering');
  }
}

/**
 * Whether this instance's Redis answers, so callers fall back at once rather than each waiting out a timeout.
 * Redis counts as away from the first command that fails for want of an answer (timed out, connection down) until
 * a heartbeat PING is answered on both connections; the heartbeat also notices a Redis that froze while no request
 * used it. A Redis error reply (a bad script, a wrong type) is an answer and changes nothing.
 *
 * Unlike the database (docs/decisions.md, issue 19), failing fast costs nothing here: every use of Redis has a
 * local fallback, so the only price is sharing, which comes back within a heartbeat of Redis answering again.
 */
@Injectable()
export class RedisAvailability implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private up = false;
  /** Whether Redis ever answered, so the log tells a start-up from a recovery. */
  private answeredBefore = false;
  private heartbeat?: NodeJS.Timeout;
  private stopped = false;
  private readonly recoveryListeners = new Set<() => void>();
  /** A connection that has just (re)connected is asked at once rather than at the next heartbeat. */
  private readonly probeNow = () => void this.probe();

  constructor(private readonly redis: RedisConnections) {}

  onApplicationBootstrap(): void {
    for (const client of [this.redis.commands, this.redis.subscriber]) client.on('ready', this.probeNow);
    void this.beat();
  }

  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.heartbeat);
    for (const client of [this.redis.commands, this.redis.subscriber]) client.off('ready', this.probeNow);
  }

  get isUp(): boolean {
    return this.up;
  }

  /** Runs a command on the commands connection, or fails at once (RedisUnavailableError) while Redis is away. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    if (!this.up) throw new RedisUnavailableError();
    try {
      return await command(this.redis.commands);
    } catch (error) {
      if (!(error instanceof ReplyError)) this.markAway(error as Error);
      throw error;
    }
  }

  /** Asks both connections now (bounded by the command timeout); answers whether Redis is up. */
  async probe(): Promise<boolean> {
    try {
      await Promise.all([this.redis.commands.ping(), this.redis.subscriber.ping()]);
      this.markUp();
    } catch (error) {
      this.markAway(error as Error);
    }
    return this.up;
  }

  /**
   * Calls `listener` each time Redis answers after not answering, the first time included (it may have been away
   * at start-up while the instance served). Messages published meanwhile may have been lost (pub/sub keeps nothing
   * for a subscriber that cannot hear), so listeners assume they missed some.
   */
  onRecovery(listener: () => void): () => void {
    this.recoveryListeners.add(listener);
    return () => this.recoveryListeners.delete(listener);
  }

  private async beat(): Promise<void> {
    await this.probe();
    if (!this.stopped) this.heartbeat = setTimeout(() => void this.beat(), REDIS_HEARTBEAT_MS).unref();
  }

  private markUp(): void {
    if (this.up || this.stopped) return;
    this.up = true;
    if (this.answeredBefore) this.logger.log('Redis answers again: rate limits, session changes and order events are shared again');
    this.answeredBefore = true;
    for (const listener of this.recoveryListeners) listener();
  }

  private markAway(error: Error): void {
    if (!this.up || this.stopped) return;
    this.up = false;
    this.logger.warn(`Redis is not answering (${error.message}): this instance works on its own until it does`);
  }
}
