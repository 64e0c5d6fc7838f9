import { Injectable } from '@nestjs/common';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { InjectRepository } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { lockedForUpdate } from '../database/latest-committed';
import { CheckoutHoldSpan } from './checkout-hold-span.entity';
import { holdError } from './hold.exception';

const MINUTE = 60_000;

/**
 * The cap on holding without ordering. A hold taken while the customer's previous one is live, or ended less than
 * CHECKOUT_HOLD_MINUTES ago, continues that span; no hold of the span outlives its start plus
 * CHECKOUT_HOLD_MAX_MINUTES, and once that is reached the customer may order (the order takes what is left) but not
 * hold again until CHECKOUT_HOLD_MINUTES after the span's last hold ended.
 */
@Injectable()
export class HoldSpans {
  constructor(
    @InjectRepository(CheckoutHoldSpan) private readonly spans: Repository<CheckoutHoldSpan>,
    private readonly config: AppConfig,
  ) {}

  /** Inside the hold's transaction: when the new hold must end, or HOLD_TIME_USED_UP. */
  async extendWithin(manager: EntityManager, userId: number, now: Date): Promise<Date> {
    const holdMs = this.config.checkoutHoldMinutes * MINUTE;
    // The row exists before it is read (a new one as a span that cannot be continued), so the locking read below
    // locks one row: a locking read of a missing row would lock the gap, and two first holds would deadlock on it.
    await manager
      .createQueryBuilder()
      .insert()
      .into(CheckoutHoldSpan)
      .values({ userId, startedAt: now, heldUntil: new Date(now.getTime() - holdMs) })
      .orIgnore()
      .execute();
    const span = await manager.getRepository(CheckoutHoldSpan).findOneOrFail({ where: { userId }, ...lockedForUpdate(manager) });
    const continuing = span.heldUntil.getTime() + holdMs > now.getTime();
    const startedAt = continuing ? span.startedAt : now;
    const capAt = startedAt.getTime() + this.config.checkoutHoldMaxMinutes * MINUTE;
    if (capAt <= now.getTime()) {
      const waitMinutes = Math.max(1, Math.ceil((span.heldUntil.getTime() + holdMs - now.getTime()) / MINUTE));
      throw holdError('HOLD_TIME_USED_UP', this.config.checkoutHoldMaxMinutes, waitMinutes);
    }
    const heldUntil = new Date(Math.min(now.getTime() + holdMs, capAt));
    await manager.getRepository(CheckoutHoldSpan).update({ userId }, { startedAt, heldUntil });
    return heldUntil;
  }

  /** Inside the order's transaction that took the hold: the next checkout starts a span of its own. */
  async endWithin(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(CheckoutHoldSpan).delete({ userId });
  }

  /** Forgets spans that can no longer be continued. */
  async purgeEnded(now: Date): Promise<void> {
    await this.spans.delete({ heldUntil: LessThan(new Date(now.getTime() - this.config.checkoutHoldMinutes * MINUTE)) });
  }
}
