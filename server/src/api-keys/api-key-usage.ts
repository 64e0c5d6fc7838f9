import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiKey } from './api-key.entity';

/** How often counted uses are written; a crash loses at most this much of the count, never a key's access. */
export const USAGE_FLUSH_MS = 5_000;

/**
 * Counts each key's calls in memory and adds them to the row every few seconds, so a busy integration costs no write
 * per call; several instances each add their own counts.
 */
@Injectable()
export class ApiKeyUsage implements OnModuleInit, OnModuleDestroy {
  private readonly pending = new Map<number, { count: number; lastUsedAt: Date }>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), USAGE_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(keyId: number, at: Date): void {
    const entry = this.pending.get(keyId);
    this.pending.set(keyId, { count: (entry?.count ?? 0) + 1, lastUsedAt: at });
  }

  /** Writes the counted uses, after any write already under way; what fails to write is counted again for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    const batch = [...this.pending.entries()];
    this.pending.clear();
    for (const [id, { count, lastUsedAt }] of batch) {
      try {
        await this.keys
          .createQueryBuilder()
          .update()
          .set({
            useCount: () => `use_count + ${count}`,
            lastUsedAt: () => `CASE WHEN last_used_at IS NULL OR last_used_at < :lastUsedAt THEN :lastUsedAt ELSE last_used_at END`,
          })
          .where('id = :id', { id, lastUsedAt })
          .execute();
      } catch {
        const entry = this.pending.get(id);
        this.pending.set(id, { count: count + (entry?.count ?? 0), lastUsedAt: entry?.lastUsedAt ?? lastUsedAt });
      }
    }
  }
}
