import { Injectable } from '@nestjs/common';
import { RateLimitStore, RateWindow } from '../auth/rate-limit/rate-limit-store';
import { Clock } from '../common/clock';
import { RedisConnections } from './redis-connections';

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
 * compares it with.
 */
@Injectable()
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisConnections,
    private readonly clock: Clock,
  ) {}

  async increment(key: string, windowMs: number): Promise<RateWindow> {
    const reply = (await this.redis.commands.eval(INCREMENT_SCRIPT, 1, KEY_PREFIX + key, Math.max(1, Math.ceil(windowMs)))) as [number, number];
    return this.window(reply);
  }

  async peek(key: string): Promise<RateWindow | undefined> {
    const reply = (await this.redis.commands.eval(PEEK_SCRIPT, 1, KEY_PREFIX + key)) as [number, number] | null;
    if (!reply || reply[1] <= 0) return undefined;
    return this.window(reply);
  }

  async reset(key: string): Promise<void> {
    await this.redis.commands.del(KEY_PREFIX + key);
  }

  private window([count, msLeft]: [number, number]): RateWindow {
    return { count: Number(count), resetAt: this.clock.now().getTime() + Number(msLeft) };
  }
}
