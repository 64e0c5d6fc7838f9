import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Clock } from '../common/clock';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { MenuCardDto } from './dto/menu-card.dto';

/** The longest a computed menu is served, even when no cutoff falls sooner. */
export const MENU_CACHE_MAX_AGE_MS = 5000;

export interface MenuBuild {
  cards: MenuCardDto[];
  /** The complete JSON response body of GET /menus. */
  body: string;
  /** The next moment a card changes by itself (a cutoff), if any. */
  nextChangeAt?: Date;
}

export interface CachedMenu extends MenuBuild {
  etag: string;
  builtAt: number;
  expiresAt: number;
}

/**
 * Holds the computed, serialised menu. It is invalidated whenever CatalogueChanges announces a
 * change to dishes, schedules, stock or reviews; availability also moves with the clock, so an entry never outlives the next
 * cutoff or a few seconds, whichever comes first.
 *
 * While the database is unavailable the last menu built is served instead (the kitchen stays browsable
 * through an outage): the first failing build is waited for, later callers get the old menu at once while
 * one rebuild at a time tries again behind them.
 */
@Injectable()
export class MenuCacheService {
  private entry?: CachedMenu;
  private generation = 0;
  private pending?: { generation: number; build: Promise<CachedMenu> };
  private lastGood?: CachedMenu;
  /** The last build failed for want of a database. */
  private outage = false;

  constructor(private readonly clock: Clock) {}

  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
  }

  /** The cached menu when it is still current, without waiting for anything. */
  fresh(): CachedMenu | undefined {
    const now = this.clock.now().getTime();
    return this.entry && this.entry.expiresAt > now && this.entry.builtAt <= now ? this.entry : undefined;
  }

  /** The cached menu, or a fresh one from `build`; concurrent callers share one build. */
  async get(build: () => Promise<MenuBuild>): Promise<CachedMenu> {
    const now = this.clock.now().getTime();
    // A clock moved backwards (tests travel in time) makes the entry's moment meaningless.
    const current = this.fresh();
    if (current) return current;
    if (this.pending?.generation !== this.generation) {
      const generation = this.generation;
      this.pending = { generation, build: this.rebuild(build, now, generation) };
    }
    const lastGood = this.lastGood;
    if (this.outage && lastGood) {
      this.pending.build.catch(() => undefined);
      return lastGood;
    }
    try {
      return await this.pending.build;
    } catch (error) {
      if (lastGood && isDatabaseUnavailable(error)) return lastGood;
      throw error;
    }
  }

  private async rebuild(build: () => Promise<MenuBuild>, now: number, generation: number): Promise<CachedMenu> {
    try {
      const result = await build();
      const limit = now + MENU_CACHE_MAX_AGE_MS;
      const nextChange = result.nextChangeAt?.getTime();
      const expiresAt = nextChange !== undefined && nextChange < limit ? nextChange : limit;
      const entry: CachedMenu = {
        ...result,
        etag: `"${createHash('sha1').update(result.body).digest('base64url')}"`,
        builtAt: now,
        expiresAt,
      };
      // A change made while building must not hide behind this older result.
      if (generation === this.generation) {
        this.entry = entry;
        this.lastGood = entry;
      }
      this.outage = false;
      return entry;
    } catch (error) {
      this.outage = isDatabaseUnavailable(error);
      throw error;
    } finally {
      if (this.pending?.generation === generation) this.pending = undefined;
    }
  }
}
