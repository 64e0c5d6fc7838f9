import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { latestCommitted, lockedForUpdate } from '../../database/latest-committed';
import { TiffinMeal, UNSERVED_MEAL_STATUSES } from '../meals/tiffin-meal.entity';
import { tiffinReceipt } from './tiffin-payments.service';
import { TiffinRefunds } from './tiffin-refunds.port';
import { tiffinLedger } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';

/**
 * A period's credit (meals paid for and not served), computed in paise from its meal rows, and moved out of it once:
 * carried into the next period or refunded from the period's own payment. The period's row is locked while its credit
 * moves, so a renewal and a cancellation arriving together cannot both take it.
 */
@Injectable()
export class TiffinCredit {
  constructor(private readonly refunds: TiffinRefunds) {}

  /** Takes up to `limitPaise` of the period's remaining credit out of it, inside the caller's transaction; answers how much. */
  async takeWithin(manager: EntityManager, subscriptionId: number, limitPaise: number): Promise<number> {
    const period = await manager
      .getRepository(TiffinSubscription)
      .findOneOrFail({ where: { id: subscriptionId }, ...lockedForUpdate(manager) });
    const mealsNotServed = await manager
      .getRepository(TiffinMeal)
      .count({ where: { subscriptionId, status: In(UNSERVED_MEAL_STATUSES) }, ...latestCommitted(manager) });
    const taken = Math.min(tiffinLedger({ ...period, mealsNotServed }).creditPaise, limitPaise);
    if (taken <= 0) return 0;
    await manager.getRepository(TiffinSubscription).update({ id: subscriptionId }, { creditOutPaise: period.creditOutPaise + taken });
    return taken;
  }

  /**
   * Refunds the period's remaining credit, inside the caller's transaction, to the payments that funded it: the
   * period's own payment first, then (for credit carried in from earlier periods) the payments of the periods it
   * renews, each at most its amount and only while it has no refund row (one refund per payment, so a retry or a
   * second caller owes nothing more). Credit no payment can take back (periods paid by hand) stays on the period.
   * Answers whether a refund was owed (the caller then calls `sendSoon` after its commit).
   */
  async refundWithin(manager: EntityManager, period: TiffinSubscription): Promise<boolean> {
    const payments = await this.refundablePaymentsWithin(manager, period);
    const refundable = payments.reduce((sum, payment) => sum + payment.paidPaise, 0);
    let left = refundable === 0 ? 0 : await this.takeWithin(manager, period.id, refundable);
    if (left === 0) return false;
    for (const payment of payments) {
      const amountPaise = Math.min(left, payment.paidPaise);
      if (amountPaise === 0) break;
      await this.refunds.creditOwedWithin(manager, { paymentId: payment.providerPaymentId, receipt: tiffinReceipt(period), amountPaise });
      left -= amountPaise;
    }
    return true;
  }

  /** The period's payment and those of the periods it renews, newest first, that have no refund yet. */
  private async refundablePaymentsWithin(
    manager: EntityManager,
    period: TiffinSubscription,
  ): Promise<{ providerPaymentId: string; paidPaise: number }[]> {
    const payments: { providerPaymentId: string; paidPaise: number }[] = [];
    for (let current: TiffinSubscription | null = period; current;) {
      const paymentId = current.providerPaymentId;
      if (paymentId && current.paidPaise > 0 && !(await this.refunds.hasRefundWithin(manager, paymentId)))
        payments.push({ providerPaymentId: paymentId, paidPaise: current.paidPaise });
      current =
        current.previousSubscriptionId === null
          ? null
          : await manager.getRepository(TiffinSubscription).findOneBy({ id: current.previousSubscriptionId });
    }
    return payments;
  }

  /** A renewal that is never paid (cancelled or let go) gives the credit it took back to the period it came from. */
  async returnAppliedWithin(manager: EntityManager, renewal: TiffinSubscription): Promise<void> {
    if (renewal.previousSubscriptionId === null || renewal.creditAppliedPaise === 0) return;
    const repository = manager.getRepository(TiffinSubscription);
    const previous = await repository.findOneOrFail({ where: { id: renewal.previousSubscriptionId }, ...lockedForUpdate(manager) });
    await repository.update({ id: previous.id }, { creditOutPaise: previous.creditOutPaise - renewal.creditAppliedPaise });
  }

  sendSoon(): void {
    this.refunds.sendSoon();
  }
}
