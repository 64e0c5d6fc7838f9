import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { WriteTransactions } from '../database/write-transactions';
import { EmailCode, EmailCodePurpose } from './email-code.entity';
import { resolveJwtSecret } from './jwt-secret';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck =
  | { outcome: 'accepted' }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** No usable code: never sent, expired, used, or killed by wrong tries. */
  | { outcome: 'unusable' };

/** One-time 6-digit codes sent by e-mail: random, stored as an HMAC, short-lived, single use, few tries. */
@Injectable()
export class EmailCodeService {
  private readonly hmacKey: Buffer;

  constructor(
    @InjectRepository(EmailCode) private readonly codes: Repository<EmailCode>,
    private readonly clock: Clock,
    private readonly writes: WriteTransactions,
    config: AppConfig,
  ) {
    // A key of its own, derived from the server secret: a leaked table alone cannot be brute-forced.
    this.hmacKey = createHmac('sha256', resolveJwtSecret(config)).update('email-code-hmac-key').digest();
  }

  /** Creates a new code for the user and purpose, retiring any earlier one; answers the plain code to e-mail. */
  async issue(userId: number, purpose: EmailCodePurpose): Promise<string> {
    const now = this.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.writes.transaction(async (manager) => {
      const codes = manager.getRepository(EmailCode);
      await codes.update({ userId, purpose, consumedAt: IsNull() }, { consumedAt: now });
      await codes.insert({
        userId,
        purpose,
        codeHash: this.hash(userId, purpose, code),
        attempts: 0,
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        consumedAt: null,
        createdAt: now,
      });
    });
    return code;
  }

  /** True while the user's latest code for the purpose is unexpired and unused (however many wrong tries it had). */
  async hasLiveCode(userId: number, purpose: EmailCodePurpose): Promise<boolean> {
    return this.codes.existsBy({ userId, purpose, consumedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) });
  }

  /** Checks a code inside the caller's transaction; an accepted code is consumed there and never works again. */
  async check(userId: number, purpose: EmailCodePurpose, code: string, manager: EntityManager): Promise<CodeCheck> {
    const codes = manager.getRepository(EmailCode);
    const now = this.clock.now();
    const current = await codes.findOne({ where: { userId, purpose, consumedAt: IsNull() }, order: { id: 'DESC' } });
    if (!current || current.expiresAt <= now || current.attempts >= MAX_CODE_ATTEMPTS) return { outcome: 'unusable' };

    if (!this.matches(current.codeHash, this.hash(userId, purpose, code))) {
      await codes.increment({ id: current.id }, 'attempts', 1);
      return { outcome: 'wrong', attemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - current.attempts - 1) };
    }
    // Conditional, so two concurrent requests with the right code cannot both use it.
    const consumed = await codes
      .createQueryBuilder()
      .update(EmailCode)
      .set({ consumedAt: now })
      .where('id = :id AND consumed_at IS NULL AND attempts < :max', { id: current.id, max: MAX_CODE_ATTEMPTS })
      .execute();
    return consumed.affected === 1 ? { outcome: 'accepted' } : { outcome: 'unusable' };
  }

  /** Deletes codes past their expiry (used ones included); answers how many went. */
  async purgeExpired(): Promise<number> {
    const result = await this.codes.delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }

  private hash(userId: number, purpose: EmailCodePurpose, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${userId}:${purpose}:${code}`).digest('hex');
  }

  private matches(storedHex: string, candidateHex: string): boolean {
    const stored = Buffer.from(storedHex, 'hex');
    const candidate = Buffer.from(candidateHex, 'hex');
    return stored.length === candidate.length && timingSafeEqual(stored, candidate);
  }
}
