import { Clock } from '../common/clock';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RateLimitRule } from './rate-limit-rules';
import { describeWait, RateLimiter, TooManyRequestsException } from './rate-limiter';

class StoppedClock extends Clock {
  constructor(public at = Date.UTC(2026, 0, 1)) {
    super();
  }
  now(): Date {
    return new Date(this.at);
  }
}

const rule: RateLimitRule = { name: 'test', limit: 2, windowMs: 60_000, message: 'Slow down; try again in {wait}.' };

describe('RateLimiter with the memory store', () => {
  let clock: StoppedClock;
  let limiter: RateLimiter;

  beforeEach(() => {
    clock = new StoppedClock();
    limiter = new RateLimiter(new MemoryRateLimitStore(clock), clock);
  });

  it('allows the limit, answers 429 past it with the wait, and opens a new window after it ends', async () => {
    await expect(limiter.consume(rule, 'a')).resolves.toEqual({ limit: 2, remaining: 1, resetSeconds: 60 });
    await expect(limiter.consume(rule, 'a')).resolves.toEqual({ limit: 2, remaining: 0, resetSeconds: 60 });
    clock.at += 15_000;
    const error = await limiter.consume(rule, 'a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect((error as TooManyRequestsException).getStatus()).toBe(429);
    expect((error as TooManyRequestsException).message).toBe('Slow down; try again in 45 seconds.');
    expect((error as TooManyRequestsException).rateLimit).toEqual({ limit: 2, remaining: 0, resetSeconds: 45 });
    await expect(limiter.consume(rule, 'b')).resolves.toMatchObject({ remaining: 1 });
    clock.at += 45_000;
    await expect(limiter.consume(rule, 'a')).resolves.toMatchObject({ remaining: 1, resetSeconds: 60 });
  });

  it('counts only recorded failures for assertAvailable, and clear forgets them', async () => {
    await limiter.assertAvailable(rule, 'a');
    await limiter.record(rule, 'a');
    await limiter.record(rule, 'a');
    await expect(limiter.assertAvailable(rule, 'a')).rejects.toBeInstanceOf(TooManyRequestsException);
    await limiter.clear(rule, 'a');
    await expect(limiter.assertAvailable(rule, 'a')).resolves.toBeUndefined();
  });

  it('describes waits in seconds up to a minute and a half, then in whole minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(60_000)).toBe('60 seconds');
    expect(describeWait(91_000)).toBe('2 minutes');
    expect(describeWait(14 * 60_000 + 1)).toBe('15 minutes');
  });
});
