import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Clock } from '../common/clock';

/** The longest a computed menu is served, even when no cutoff falls sooner. */
export const MENU_CACHE_MAX_AGE_MS = 5000;

export interface CachedMenu {
  /** The complete JSON response body, serialised once. */
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Holds the serialised GET /menus answer. Anything that changes dishes, schedules, stock or
 * reviews calls invalidate(); availability also moves with the clock, so an entry never outlives
 * the next cutoff or a few seconds, whichever comes first.
 */
@Injectable()
export class MenuCacheService {
  private entry?: CachedMenu;
  private generation = 0;

  constructor(private readonly clock: Clock) {}

  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
  }

  /** The cached menu, or a fresh one from `build` (which answers the body and its next cutoff). */
  async get(build: () => Promise<{ body: string; nextChangeAt?: Date }>): Promise<CachedMenu> {
    const now = this.clock.now().getTime();
    if (this.entry && this.entry.expiresAt > now) return this.entry;
    const generation = this.generation;
    const { body, nextChangeAt } = await build();
    const limit = now + MENU_CACHE_MAX_AGE_MS;
    const expiresAt = nextChangeAt && nextChangeAt.getTime() < limit ? nextChangeAt.getTime() : limit;
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt };
    // A change made while building must not be hidden behind the stale result.
    if (generation === this.generation) this.entry = entry;
    return entry;
  }
}
