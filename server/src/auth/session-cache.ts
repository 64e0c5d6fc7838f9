import { Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RedisAvailability } from '../redis/redis-availability';
import { RedisConnections } from '../redis/redis-connections';
import type { User } from '../users/user.entity';

/** How long a checked session's account is reused without reading it again. */
export const SESSION_CACHE_MS = 5000;
/** Accounts kept at most; the oldest go first. */
const MAX_ACCOUNTS = 10_000;

/** The account that changed, or 'any' when changes may have gone unheard (Redis was away). */
export type ChangedAccount = number | 'any';
export type AccountChangeListener = (changed: ChangedAccount) => void;

/**
 * The accounts that signed requests named in the last few seconds, so a customer's burst of requests (cart, hold,
 * order) reads their row once. Whatever changes an account (a revoked session, a new password, a verified e-mail,
 * a profile edit) forgets it here at once, and, with REDIS_URL, on every other instance through a Redis channel.
 *
 * While Redis does not answer, those messages cannot arrive, so nothing is served from here: every request reads
 * the account from the database until Redis answers again, and then every account counts as possibly changed
 * ('any'), since messages sent meanwhile may never have arrived. An instance that has not yet noticed Redis is away
 * (a heartbeat, one second) holds an old row for SESSION_CACHE_MS at most.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionCache');
  private readonly accounts = new Map<number, { user: User; until: number }>();
  private readonly listeners = new Set<AccountChangeListener>();
  private readonly channel: string | undefined;
  private stopWatchingRecovery?: () => void;
  private readonly onMessage = (channel: string, message: string) => {
    const userId = Number(message);
    if (channel === this.channel && Number.isInteger(userId)) this.changed(userId);
  };

  constructor(
    private readonly clock: Clock,
    @Optional() private readonly redis?: RedisConnections,
    @Optional() private readonly availability?: RedisAvailability,
  ) {
    this.channel = redis ? `${redis.channelPrefix}forget-sessions` : undefined;
  }

  onModuleInit(): void {
    this.stopWatchingRecovery = this.availability?.onRecovery(() => this.changed('any'));
    if (!this.redis || !this.channel) return;
    const subscriber = this.redis.subscriber;
    subscriber.on('message', this.onMessage);
    const subscribe = () =>
      subscriber
        .subscribe(this.channel!)
        .catch((error: Error) => this.logger.error(`Could not subscribe to session changes: ${error.message}`));
    subscriber.on('ready', () => void subscribe());
    if (subscriber.status === 'ready') void subscribe();
  }

  onModuleDestroy(): void {
    this.redis?.subscriber.off('message', this.onMessage);
    this.stopWatchingRecovery?.();
  }

  get(userId: number): User | undefined {
    if (!this.hearsEveryChange()) return undefined;
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
    this.changed(userId);
    if (this.availability && this.channel) {
      this.availability
        .run((client) => client.publish(this.channel!, String(userId)))
        .catch((error: Error) => {
          this.logger.warn(
            `Could not tell other instances about a change to account ${userId} (${error.message}): they may use the old account for ${SESSION_CACHE_MS / 1000} s, and their event streams until the next check`,
          );
        });
    }
  }

  /** Calls `listener` whenever an account changes, here or (with Redis) on another instance. Returns the function that stops it. */
  onChange(listener: AccountChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Without Redis this instance is the only one, so it hears every change; with Redis, only while Redis answers. */
  private hearsEveryChange(): boolean {
    return !this.availability || this.availability.isUp;
  }

  private changed(account: ChangedAccount): void {
    if (account === 'any') this.accounts.clear();
    else this.accounts.delete(account);
    for (const listener of this.listeners) listener(account);
  }
}
