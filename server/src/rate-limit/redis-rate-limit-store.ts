import { Injectable, Logger } from '@nestjs/common';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RateLimitStore, RateWindow } from './rate-limit-store';
import { Clock } from '../common/clock';
import { RedisAvailability } from '../redis/redis-availability';

const KEY_PREFIX = 'rate-limit:';

/**
 * Adds a hit and opens the window on the first one, atomically, so concurrent requests on several
 * instances never lose a count or leave a counter without expiry. Answers [count, ms left].
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Answers [count, ms left] of an open window, or nothing. */
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

/**
 * Fixed-window counters in Redis, shared by every instance. Redis expires the windows; the
 * answered resetAt is "now + time left" on this instance's Clock, which is what RateLimiter
 * compares it with. While Redis does not answer (down, or stalled: see RedisAvailability), this
 * instance counts in its own memory instead, after the command timeout at worst and without
 * waiting once Redis is known to be away: limits stay in force (per instance) and sign-in keeps working.
 */
@Injectable()
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RedisRateLimitStore');
  private readonly fallback: MemoryRateLimitStore;
  private usingFallback = false;

  constructor(
    private readonly redis: RedisAvailability,
    private readonly clock: Clock,
  ) {
    this.fallback = new MemoryRateLimitStore(clock);
  }

  increment(key: string, windowMs: number): Promise<RateWindow> {
    return this.withFallback(
      async () =>
        this.window(
          (await this.redis.run((client) => client.eval(INCREMENT_SCRIPT, 1, KEY_PREFIX + key, Math.max(1, Math.ceil(windowMs))))) as [
            number,
            number,
          ],
        ),
      () => this.fallback.increment(key, windowMs),
    );
  }

  peek(key: string): Promise<RateWindow | undefined> {
    return this.withFallback(
      async () => {
        const reply = (await this.redis.run((client) => client.eval(PEEK_SCRIPT, 1, KEY_PREFIX + key))) as [number, number] | null;
        return reply && reply[1] > 0 ? this.window(reply) : undefined;
      },
      () => this.fallback.peek(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.withFallback(
      async () => {
        await this.redis.run((client) => client.del(KEY_PREFIX + key));
      },
      () => this.fallback.reset(key),
    );
  }

  private async withFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      if (this.usingFallback) this.logger.log('Rate limits are shared through Redis again');
      this.usingFallback = false;
      return result;
    } catch (error) {
      if (!this.usingFallback)
        this.logger.warn(`Redis unavailable, counting rate limits on this instance only: ${(error as Error).message}`);
      this.usingFallback = true;
      return local();
    }
  }

  private window([count, msLeft]: [number, number]): RateWindow {
    return { count: Number(count), resetAt: this.clock.now().getTime() + Number(msLeft) };
  }
}
