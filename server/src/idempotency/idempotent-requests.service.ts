import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { IdempotentRequest } from './idempotent-request.entity';
import { idempotencyError } from './idempotency.exception';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.service';

/** How long a request may run holding its key before a retry may take the key over (a crashed instance's claim). */
const CLAIM_MS = 60_000;
/** Answers past this size are not kept (a retry runs again); no create answer comes near it. */
const MAX_ANSWER_CHARS = 60_000;

export type Claim = { kind: 'run'; id: number } | { kind: 'replay'; answer: unknown };

/** The stored side of Idempotency-Key for every POST but placing an order: claim, answer, replay. */
@Injectable()
export class IdempotentRequests {
  constructor(
    @InjectRepository(IdempotentRequest) private readonly requests: Repository<IdempotentRequest>,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the key for this request, or answers what its first use answered. Refuses the key when it came with another
   * request (422) or while its first use still runs (409).
   */
  async claim(owner: string, key: string, requestHash: string): Promise<Claim> {
    for (let round = 0; round < 3; round += 1) {
      const now = this.clock.now();
      const existing = await this.requests.findOneBy({ owner, key });
      if (!existing) {
        const inserted = await this.insertClaim(owner, key, requestHash, now);
        if (inserted) return { kind: 'run', id: inserted };
        continue;
      }
      if (existing.expiresAt <= now) {
        await this.requests.delete({ id: existing.id, expiresAt: LessThanOrEqual(now) });
        continue;
      }
      if (existing.requestHash !== requestHash) throw idempotencyError('IDEMPOTENCY_KEY_REUSED');
      if (existing.answer !== null) return { kind: 'replay', answer: JSON.parse(existing.answer) as unknown };
      if (existing.claimedUntil > now) throw idempotencyError('IDEMPOTENCY_KEY_IN_PROGRESS');
      const taken = await this.requests.update(
        { id: existing.id, claimedUntil: LessThanOrEqual(now) },
        { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
      );
      if (taken.affected === 1) return { kind: 'run', id: existing.id };
    }
    throw idempotencyError('IDEMPOTENCY_KEY_IN_PROGRESS');
  }

  async answered(id: number, answer: unknown): Promise<void> {
    const json = JSON.stringify(answer ?? null);
    if (json.length > MAX_ANSWER_CHARS) await this.requests.delete({ id });
    else await this.requests.update({ id }, { answer: json });
  }

  /** The request failed: the key is free again, so a retry runs it. */
  async failed(id: number): Promise<void> {
    await this.requests.delete({ id });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.requests.delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }

  private async insertClaim(owner: string, key: string, requestHash: string, now: Date): Promise<number | undefined> {
    try {
      const result = await this.requests.insert({
        owner,
        key,
        requestHash,
        answer: null,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      });
      return Number(result.identifiers[0].id);
    } catch {
      // A twin took the key between the read and the insert (the unique index): read it again.
      return undefined;
    }
  }
}
