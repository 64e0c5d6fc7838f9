import { Clock } from '../common/clock';
import { MENU_CACHE_MAX_AGE_MS, MenuBuild, MenuCacheService } from './menu-cache.service';

class StoppedClock extends Clock {
  constructor(public at: number) {
    super();
  }

  now(): Date {
    return new Date(this.at);
  }
}

describe('MenuCacheService', () => {
  const start = Date.parse('2026-11-22T08:00:00Z');
  let clock: StoppedClock;
  let cache: MenuCacheService;
  let builds: number;
  let nextChangeAt: Date | undefined;

  const build = async (): Promise<MenuBuild> => {
    builds += 1;
    return { cards: [], body: `{"build":${builds}}`, nextChangeAt };
  };

  beforeEach(() => {
    clock = new StoppedClock(start);
    cache = new MenuCacheService(clock);
    builds = 0;
    nextChangeAt = undefined;
  });

  it('builds once for concurrent callers and serves the copy until it expires', async () => {
    const [first, second] = await Promise.all([cache.get(build), cache.get(build)]);
    expect(first).toBe(second);
    clock.at = start + MENU_CACHE_MAX_AGE_MS - 1;
    expect((await cache.get(build)).body).toBe('{"build":1}');
    clock.at = start + MENU_CACHE_MAX_AGE_MS;
    expect((await cache.get(build)).body).toBe('{"build":2}');
  });

  it('expires at the next cutoff when it falls sooner than the maximum age', async () => {
    nextChangeAt = new Date(start + 1000);
    await cache.get(build);
    clock.at = start + 999;
    await cache.get(build);
    expect(builds).toBe(1);
    clock.at = start + 1000;
    await cache.get(build);
    expect(builds).toBe(2);
  });

  it('rebuilds after invalidate(), and when the clock moves backwards', async () => {
    await cache.get(build);
    cache.invalidate();
    await cache.get(build);
    expect(builds).toBe(2);
    clock.at = start - 60_000;
    await cache.get(build);
    expect(builds).toBe(3);
  });

  it('does not keep a build that an invalidate() overtook', async () => {
    let release!: () => void;
    const slow = async (): Promise<MenuBuild> => {
      await new Promise<void>((resolve) => (release = resolve));
      return build();
    };
    const stale = cache.get(slow);
    cache.invalidate();
    release();
    await stale;
    const fresh = await cache.get(build);
    expect(fresh.body).toBe('{"build":2}');
  });

  it('gives the same ETag to the same body and a different one to a different body', async () => {
    const first = await cache.get(async () => ({ cards: [], body: '[1]' }));
    cache.invalidate();
    const same = await cache.get(async () => ({ cards: [], body: '[1]' }));
    cache.invalidate();
    const other = await cache.get(async () => ({ cards: [], body: '[2]' }));
    expect(same.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });

  describe('while the database is unavailable', () => {
    const databaseDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const failing = async (): Promise<MenuBuild> => {
      builds += 1;
      throw databaseDown;
    };

    it('serves the last menu built, at once after the first failure, and rebuilds behind it until one succeeds', async () => {
      const good = await cache.get(build);
      clock.at = start + MENU_CACHE_MAX_AGE_MS;
      expect(await cache.get(failing)).toBe(good);
      let release!: () => void;
      const hanging = async (): Promise<MenuBuild> => {
        builds += 1;
        await new Promise<void>((resolve) => (release = resolve));
        throw databaseDown;
      };
      expect(await cache.get(hanging)).toBe(good);
      expect(await cache.get(hanging)).toBe(good);
      expect(builds).toBe(3);
      release();
      await new Promise((resolve) => setImmediate(resolve));
      await cache.get(build);
      expect((await cache.get(build)).body).toBe('{"build":4}');
    });

    it('still fails when no menu was ever built, or when the build fails for another reason', async () => {
      await expect(cache.get(failing)).rejects.toBe(databaseDown);
      await cache.get(build);
      cache.invalidate();
      const bug = new TypeError('cannot read properties of undefined');
      await expect(
        cache.get(async () => {
          throw bug;
        }),
      ).rejects.toBe(bug);
    });
  });
});
