import { HttpException, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { RateLimitState } from '../common/rate-limit-headers';
import { RateLimitRule } from './rate-limit-rules';
import { RATE_LIMIT_STORE, RateLimitStore, RateWindow } from './rate-limit-store';
import type { CodedError } from '../common/domain-exception';
import { RATE_LIMIT_ERRORS } from './rate-limit.exception';

export class TooManyRequestsException extends HttpException implements CodedError {
  readonly code = 'RATE_LIMITED';

  /** Sent as Retry-After: whole seconds until the window closes. */
  readonly retryAfterSeconds: number;

  constructor(
    message: string,
    waitMs: number,
    /** Sent as the RateLimit-* header fields. */
    readonly rateLimit: RateLimitState,
  ) {
    super(message, RATE_LIMIT_ERRORS.RATE_LIMITED.status);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** "45 seconds", "2 minutes", "12 minutes": how long until the window closes, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  // Up to a minute and a half reads better in seconds than as "1 minute" or "2 minutes".
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts requests per rule and subject (a client address or an account) and answers 429 past the limit. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts this request and rejects it when it goes over the limit; answers what is left of the window. */
  async consume(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    const window = await this.store.increment(this.key(rule, subject), rule.windowMs);
    if (window.count > rule.limit) this.reject(rule, window);
    return this.stateOf(rule, window);
  }

  /** Rejects when the limit is already used up, without counting (for limits that count only failures). */
  async assertAvailable(rule: RateLimitRule, subject: string): Promise<void> {
    const window = await this.store.peek(this.key(rule, subject));
    if (window && window.count >= rule.limit) this.reject(rule, window);
  }

  /** Counts a failure for a rule checked with assertAvailable. */
  async record(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.increment(this.key(rule, subject), rule.windowMs);
  }

  async clear(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(this.key(rule, subject));
  }

  private key(rule: RateLimitRule, subject: string): string {
    return `${rule.name}:${subject}`;
  }

  private stateOf(rule: RateLimitRule, window: RateWindow): RateLimitState {
    const waitMs = window.resetAt - this.clock.now().getTime();
    return { limit: rule.limit, remaining: Math.max(0, rule.limit - window.count), resetSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  private reject(rule: RateLimitRule, window: RateWindow): never {
    const waitMs = window.resetAt - this.clock.now().getTime();
    throw new TooManyRequestsException(rule.message.replace('{wait}', describeWait(waitMs)), waitMs, this.stateOf(rule, window));
  }
}
