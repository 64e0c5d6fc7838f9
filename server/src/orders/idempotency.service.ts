import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { isTransientLockError, isUniqueViolation } from '../database/database-errors';
import { IdempotencyKey } from './idempotency-key.entity';
import { orderError } from './order.exception';

/** Keys are kept this long (at least 24 hours, as promised to clients). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A duplicate arriving while the first request runs waits this long for its answer before getting 409. */
const IN_FLIGHT_WAIT_MS = 8000;
const IN_FLIGHT_POLL_MS = 40;
/** An IN_FLIGHT claim older than this belongs to a request that died (process crash); a retry may take it over. */
const ABANDONED_CLAIM_MS = 60_000;

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export interface ReplayableResult<T> {
  status: number;
  body: T;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** SHA-256 of a value's JSON with object keys sorted, so equal requests hash equally. */
export function requestFingerprint(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Idempotency-Key handling: the unique (user, key) index lets exactly one request claim a key; the
 * others replay its stored answer (waiting briefly if it is still running). Failed requests release
 * their key, since they created nothing and a retry may succeed.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>,
    private readonly clock: Clock,
  ) {}

  validateKey(key: string): string {
    if (!KEY_PATTERN.test(key)) {
      throw orderError('IDEMPOTENCY_KEY_INVALID');
    }
    return key;
  }

  async run<T>(userId: number, key: string, fingerprint: string, work: () => Promise<ReplayableResult<T>>): Promise<ReplayableResult<T>> {
    const claim = await this.claimOrReplay<T>(userId, key, fingerprint);
    if ('replay' in claim) return claim.replay;
    let result: ReplayableResult<T>;
    try {
      result = await work();
    } catch (error) {
      await this.keys.delete({ id: claim.id });
      throw error;
    }
    await this.keys.update({ id: claim.id }, { state: 'DONE', responseStatus: result.status, responseBody: JSON.stringify(result.body) });
    return result;
  }

  async purgeExpired(): Promise<number> {
    const result = await this.keys.delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }

  private async claimOrReplay<T>(userId: number, key: string, fingerprint: string): Promise<{ id: number } | { replay: ReplayableResult<T> }> {
    const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      const attempt = await this.findOrInsert(userId, key, fingerprint, now);
      if ('id' in attempt) return { id: attempt.id };
      const existing = attempt.existing;
      if (!existing) continue;
      if (existing.expiresAt.getTime() <= now.getTime()) {
        await this.keys.delete({ id: existing.id, expiresAt: LessThan(now) });
        continue;
      }
      if (existing.requestHash !== fingerprint) {
        throw orderError('IDEMPOTENCY_KEY_REUSED');
      }
      if (existing.state === 'DONE') {
        return { replay: { status: existing.responseStatus ?? 200, body: JSON.parse(existing.responseBody ?? 'null') as T } };
      }
      if (existing.createdAt.getTime() < now.getTime() - ABANDONED_CLAIM_MS && (await this.takeOver(existing, now))) {
        return { id: existing.id };
      }
      if (Date.now() >= waitUntil) {
        throw orderError('IDEMPOTENCY_KEY_IN_FLIGHT');
      }
      await sleep(IN_FLIGHT_POLL_MS);
    }
  }

  /**
   * Looks before inserting, so that the usual repeat never trips the unique index (on SQLite, inside one
   * queue slot, never at all); on MySQL two simultaneous first requests still race, and the index decides.
   */
  private async findOrInsert(userId: number, key: string, fingerprint: string, now: Date): Promise<{ id: number } | { existing: IdempotencyKey | null }> {
    const existing = await this.keys.findOneBy({ userId, key });
    if (existing) return { existing };
    try {
      const inserted = await this.keys.insert({
        userId,
        key,
        requestHash: fingerprint,
        state: 'IN_FLIGHT',
        responseStatus: null,
        responseBody: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      });
      return { id: Number(inserted.identifiers[0].id) };
    } catch (error) {
      // Racing inserts of one key can also deadlock on InnoDB; either way another request holds the key.
      if (!isUniqueViolation(error) && !isTransientLockError(error)) throw error;
      return { existing: null };
    }
  }

  private async takeOver(existing: IdempotencyKey, now: Date): Promise<boolean> {
    const result = await this.keys
        .createQueryBuilder()
        .update(IdempotencyKey)
        .set({ createdAt: now })
        .where('id = :id AND state = :state AND created_at = :createdAt', { id: existing.id, state: 'IN_FLIGHT', createdAt: existing.createdAt })
        .execute();
    return result.affected === 1;
  }
}
