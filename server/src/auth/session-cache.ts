import { Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RedisConnections } from '../redis/redis-connections';
import type { User } from '../users/user.entity';

/** How long a checked session's account is reused without reading it again. */
export const SESSION_CACHE_MS = 5000;
/** Accounts kept at most; the oldest go first. */
const MAX_ACCOUNTS = 10_000;

/**
 * The accounts that signed requests named in the last few seconds, so a customer's burst of requests (cart, hold,
 * order) reads their row once. Whatever changes an account (a revoked session, a new password, a verified e-mail,
 * a profile edit) forgets it here at once, and, with REDIS_URL, on every other instance through a Redis channel; an
 * instance that misses that message (Redis away) holds the old row for SESSION_CACHE_MS at most.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionCache');
  private readonly accounts = new Map<number, { user: User; until: number }>();
  private readonly channel: string | undefined;
  private readonly onMessage = (channel: string, message: string) => {
    if (channel === this.channel) this.accounts.delete(Number(message));
  };

  constructor(
    private readonly clock: Clock,
    @Optional() private readonly redis?: RedisConnections,
  ) {
    this.channel = redis ? `${redis.channelPrefix}forget-sessions` : undefined;
  }

  onModuleInit(): void {
    if (!this.redis || !this.channel) return;
    const subscriber = this.redis.subscriber;
    subscriber.on('message', this.onMessage);
    const subscribe = () => subscriber.subscribe(this.channel!).catch((error: Error) => this.logger.error(`Could not subscribe to session changes: ${error.message}`));
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') void subscribe();
  }

  onModuleDestroy(): void {
    this.redis?.subscriber.off('message', this.onMessage);
  }

  get(userId: number): User | undefined {
    const kept = this.accounts.get(userId);
    if (!kept) return undefined;
    if (kept.until > this.clock.now().getTime()) return kept.user;
    this.accounts.delete(userId);
    return undefined;
  }

  remember(user: User): void {
    this.accounts.delete(user.id);
    this.accounts.set(user.id, { user, until: this.clock.now().getTime() + SESSION_CACHE_MS });
    if (this.accounts.size > MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value!);
  }

  /** After a change to the account has committed: read it again next time, here and on every instance. */
  forget(userId: number): void {
    this.accounts.delete(userId);
    if (this.redis && this.channel) {
      this.redis.commands.publish(this.channel, String(userId)).catch((error: Error) => this.logger.error(`Could not tell other instances about a session change: ${error.message}`));
    }
  }
}
