import { Clock } from '../common/clock';
import type { RedisAvailability } from '../redis/redis-availability';
import type { User } from '../users/user.entity';
import { ChangedAccount, SESSION_CACHE_MS, SessionCache } from './session-cache';

/** A clock that moves only when told, so the expiry is exact. */
class StoppedClock extends Clock {
  private instant = Date.parse('2026-11-25T10:00:00Z');

  now(): Date {
    return new Date(this.instant);
  }

  advance(ms: number): void {
    this.instant += ms;
  }
}

const account = (id: number, tokenVersion = 0) => ({ id, tokenVersion, name: `Customer ${id}` }) as User;

describe('SessionCache', () => {
  it('reuses an account for a few seconds, then reads it again', () => {
    const clock = new StoppedClock();
    const cache = new SessionCache(clock);
    cache.remember(account(1));
    expect(cache.get(1)?.name).toBe('Customer 1');
    clock.advance(SESSION_CACHE_MS - 1);
    expect(cache.get(1)).toBeDefined();
    clock.advance(1);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets an account at once when it changes', () => {
    const cache = new SessionCache(new StoppedClock());
    cache.remember(account(1));
    cache.remember(account(2));
    cache.forget(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeDefined();
  });

  it('tells listeners which account changed', () => {
    const cache = new SessionCache(new StoppedClock());
    const heard: ChangedAccount[] = [];
    const stop = cache.onChange((changed) => heard.push(changed));
    cache.forget(7);
    stop();
    cache.forget(8);
    expect(heard).toEqual([7]);
  });

  it('serves nothing while Redis does not answer, and forgets everything when it answers again', () => {
    let recovered = () => {};
    const redis = { isUp: true, onRecovery: (listener: () => void) => ((recovered = listener), () => {}) };
    const cache = new SessionCache(new StoppedClock(), undefined, redis as unknown as RedisAvailability);
    cache.onModuleInit();
    const heard: ChangedAccount[] = [];
    cache.onChange((changed) => heard.push(changed));
    cache.remember(account(1));
    expect(cache.get(1)).toBeDefined();

    // Changes made elsewhere cannot be heard meanwhile, so every request reads the database.
    redis.isUp = false;
    expect(cache.get(1)).toBeUndefined();
    redis.isUp = true;
    recovered();
    expect(cache.get(1)).toBeUndefined();
    expect(heard).toEqual(['any']);
  });
});
