import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RateLimitStore, RateWindow } from './rate-limit-store';

/** Fixed windows in a Map, for a single server instance. Timed by the Clock so tests can move past a window. */
@Injectable()
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();
  private nextSweepAt = 0;

  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const open = this.open(key, now);
    const window = open ? { count: open.count + 1, resetAt: open.resetAt } : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, window);
    return window;
  }

  async peek(key: string): Promise<RateWindow | undefined> {
    return this.open(key, this.clock.now().getTime());
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private open(key: string, now: number): RateWindow | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  /** Drops closed windows once a minute, so the map does not grow with every address ever seen. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
