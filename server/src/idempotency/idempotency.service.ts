import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { EntityManager, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { IdempotencyKey } from './idempotency-key.entity';
import { idempotencyError } from './idempotency.exception';

/** Keys are kept this long (at least 24 hours, as promised to clients). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

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
 * Idempotency-Key handling. The key is recorded as the first write of the order's own transaction, so the
 * key and its order commit together or not at all: a retry after any crash finds either the order or a free
 * key, never a claim without an order. A twin request arriving while the first runs waits on the unique index
 * (MySQL) or behind the first transaction (SQLite), then finds the key taken and answers the same order.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>,
    private readonly clock: Clock,
  ) {}

  validateKey(key: string): string {
    if (!KEY_PATTERN.test(key)) {
      throw idempotencyError('IDEMPOTENCY_KEY_INVALID');
    }
    return key;
  }

  /** The order an earlier request with this key placed, or null when the key is free (never used, or expired). */
  async findPlacedOrder(userId: number, key: string, fingerprint: string): Promise<string | null> {
    const existing = await this.keys.findOneBy({ userId, key });
    if (!existing) return null;
    const now = this.clock.now();
    if (existing.expiresAt.getTime() <= now.getTime()) {
      await this.keys.delete({ id: existing.id, expiresAt: LessThanOrEqual(now) });
      return null;
    }
    if (existing.requestHash !== fingerprint) {
      throw idempotencyError('IDEMPOTENCY_KEY_REUSED');
    }
    return existing.orderId;
  }

  /** Records the key for an order inside that order's transaction; fails on the unique index when the key is taken. */
  async recordWithin(manager: EntityManager, userId: number, key: string, fingerprint: string, orderId: string): Promise<void> {
    const now = this.clock.now();
    await manager.getRepository(IdempotencyKey).insert({
      userId,
      key,
      requestHash: fingerprint,
      orderId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.keys.delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}
