import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThanOrEqual, Repository } from 'typeorm';
import { CartService } from '../cart/cart.service';
import { notEnoughLeft, scheduleClosedProblem } from '../cart/orderability';
import { CartChanges } from '../common/cart-changes';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { CustomerLimits } from '../customer-limits/customer-limits.service';
import { latestCommitted, latestCommittedSql } from '../database/latest-committed';
import { findEntitiesPrepared, runPrepared } from '../database/prepared-sql';
import { rawInstant } from '../database/raw-values';
import { WriteTransactions } from '../database/write-transactions';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import { CheckoutHoldLine } from './checkout-hold-line.entity';
import { CheckoutHold } from './checkout-hold.entity';
import { HoldDto } from './dto/hold.dto';
import { HoldSpans } from './hold-spans';
import { holdError } from './hold.exception';

/** A hold taken over by an order: its portions per schedule, and whether it was still live. */
export interface ClaimedHold {
  live: boolean;
  quantities: Map<number, number>;
}

const EXPIRY_BATCH = 100;

/**
 * Portions held for a customer while they check out (CHECKOUT_HOLD_MINUTES): moved from for-sale to held on the
 * schedule, so others see fewer left, and returned exactly once when the hold is replaced, released, emptied with
 * the cart, runs out, or becomes an order. Deleting the hold's rows decides who returns or uses the portions.
 * A hold never takes more than its holder may still buy (the per-customer limit), and renewals cannot keep
 * portions out of sale past CHECKOUT_HOLD_MAX_MINUTES (HoldSpans).
 */
@Injectable()
export class HoldsService implements OnModuleInit {
  private readonly logger = new Logger('Holds');

  constructor(
    @InjectRepository(CheckoutHold) private readonly holds: Repository<CheckoutHold>,
    @InjectRepository(CheckoutHoldLine) private readonly holdLines: Repository<CheckoutHoldLine>,
    private readonly cart: CartService,
    private readonly stock: ScheduleStockService,
    private readonly writes: WriteTransactions,
    private readonly catalogue: CatalogueChanges,
    private readonly cartChanges: CartChanges,
    private readonly limits: CustomerLimits,
    private readonly spans: HoldSpans,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.cartChanges.onEmptied((userId) => {
      this.release(userId).catch((error: Error) => this.logger.error(`Could not release the hold of user ${userId}: ${error.message}`));
    });
  }

  /** Holds the caller's cart as it is now, replacing any earlier hold; all of it or (409) none of it. */
  async holdCart(userId: number): Promise<HoldDto> {
    const lines = await this.cart.linesOf(userId);
    if (lines.length === 0) throw holdError('CART_EMPTY');
    const now = this.clock.now();
    const schedules = await this.stock.findManyWithDish(lines.map((line) => line.scheduleId));
    await this.writes.transaction(async (manager) => {
      const expiresAt = await this.spans.extendWithin(manager, userId, now);
      await this.releaseWithin(manager, userId, now);
      await this.limits.checkCartWithin(
        manager,
        userId,
        lines.map((line) => {
          const schedule = schedules.get(line.scheduleId);
          return { ...line, maxPerCustomer: schedule?.maxPerCustomer ?? null, dishName: schedule?.menuItem?.name ?? '' };
        }),
      );
      for (const line of lines) {
        if (!(await this.stock.hold(line.scheduleId, line.quantity, now, manager)))
          throw await this.whyNotHeld(manager, line.scheduleId, line.quantity, now);
      }
      await manager.getRepository(CheckoutHoldLine).insert(lines.map((line) => ({ userId, ...line })));
      await manager.getRepository(CheckoutHold).insert({ userId, expiresAt, createdAt: now });
    });
    this.catalogue.announce();
    return (await this.current(userId))!;
  }

  /** The caller's live hold, or null. */
  async current(userId: number): Promise<HoldDto | null> {
    const hold = await this.holds.findOneBy({ userId });
    if (!hold || hold.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    const lines = await this.holdLines.find({ where: { userId }, order: { scheduleId: 'ASC' } });
    const schedules = await this.stock.findManyWithDish(lines.map((line) => line.scheduleId));
    return {
      expiresAt: hold.expiresAt.toISOString(),
      lines: lines.map((line) => ({
        menuScheduleId: line.scheduleId,
        menuName: schedules.get(line.scheduleId)?.menuItem?.name ?? '',
        quantity: line.quantity,
      })),
    };
  }

  /**
   * The portions per schedule still set aside for the caller, for the order's own checks: a hold that ran out but
   * was not swept yet counts too, since the order's transaction returns it to sale before taking what it needs.
   */
  async heldFor(userId: number): Promise<Map<number, number>> {
    const lines = await findEntitiesPrepared(this.holdLines.manager, CheckoutHoldLine, 'user_id = ?', [userId]);
    return new Map(lines.map((line) => [line.scheduleId, line.quantity]));
  }

  /** The customer leaves checkout: the portions are for sale again. */
  async release(userId: number): Promise<void> {
    const released = await this.writes.transaction((manager) => this.releaseWithin(manager, userId, this.clock.now()));
    if (released) this.catalogue.announce();
  }

  /**
   * Inside the order's transaction: takes the customer's hold over (its rows are deleted here, so no expiry or
   * release can return the same portions). The caller moves its portions: to sold, or back to sale.
   */
  async claimWithin(manager: EntityManager, userId: number, now: Date): Promise<ClaimedHold> {
    // Locking reads: a plain one here would fix the transaction's MySQL snapshot before the stock updates.
    // Most orders come without a hold: that answer costs one prepared read.
    const [hold] = (
      await runPrepared(manager, `SELECT expires_at FROM checkout_holds WHERE user_id = ?${latestCommittedSql(manager)}`, [userId])
    ).rows;
    if (!hold) return { live: false, quantities: new Map() };
    const claimed = await manager.getRepository(CheckoutHold).delete({ userId });
    if (claimed.affected !== 1) return { live: false, quantities: new Map() };
    await this.spans.endWithin(manager, userId);
    const quantities = new Map<number, number>();
    for (const line of await manager.getRepository(CheckoutHoldLine).find({ where: { userId }, ...latestCommitted(manager) })) {
      const deleted = await manager.getRepository(CheckoutHoldLine).delete({ id: line.id });
      if (deleted.affected === 1) quantities.set(line.scheduleId, (quantities.get(line.scheduleId) ?? 0) + line.quantity);
    }
    return { live: rawInstant(hold.expires_at).getTime() > now.getTime(), quantities };
  }

  /** Releases every hold that has run out; answers how many. */
  async expireDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.holds.find({ where: { expiresAt: LessThanOrEqual(now) }, take: EXPIRY_BATCH });
    let released = 0;
    for (const hold of due) {
      const done = await this.writes.transaction(async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .delete()
          .from(CheckoutHold)
          .where('user_id = :userId AND expires_at <= :now', { userId: hold.userId, now })
          .execute();
        if (claimed.affected !== 1) return false;
        await this.returnLines(manager, hold.userId, now);
        return true;
      });
      if (done) released += 1;
    }
    if (released > 0) this.catalogue.announce();
    await this.spans.purgeEnded(now);
    return released;
  }

  private async releaseWithin(manager: EntityManager, userId: number, now: Date): Promise<boolean> {
    const claimed = await manager.getRepository(CheckoutHold).delete({ userId });
    if (claimed.affected !== 1) return false;
    await this.returnLines(manager, userId, now);
    return true;
  }

  /** Deletes the hold's lines, each deletion deciding that its portions go back to sale exactly once. */
  private async returnLines(manager: EntityManager, userId: number, now: Date): Promise<void> {
    const lines = await manager
      .getRepository(CheckoutHoldLine)
      .find({ where: { userId }, order: { scheduleId: 'ASC' }, ...latestCommitted(manager) });
    for (const line of lines) {
      const deleted = await manager.getRepository(CheckoutHoldLine).delete({ id: line.id });
      if (deleted.affected === 1) await this.stock.releaseHeld(line.scheduleId, line.quantity, now, manager);
    }
  }

  private async whyNotHeld(manager: EntityManager, scheduleId: number, quantity: number, now: Date): Promise<Error> {
    const schedule = await this.stock.findWithDish(scheduleId, manager);
    return scheduleClosedProblem(schedule, now) ?? notEnoughLeft(schedule!.menuItem.name, schedule!.availableQty, quantity);
  }
}
