import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Order } from '../orders/order.entity';
import { OrderPayments } from '../orders/lifecycle/order-payments.service';
import { TiffinPayments } from '../tiffin/billing/tiffin-payments.service';
import type { TiffinSubscription } from '../tiffin/subscriptions/tiffin-subscription.entity';
import { PaymentSettlement } from './payment-settlement.service';
import { TiffinPaymentSettlement } from './tiffin-payment-settlement';

/** At most this many orders per sweep: a backlog drains over a few runs instead of one long one. */
const BATCH = 50;
/** An unpaid order this old is worth asking the provider about (its webhook may have been lost). */
const ASK_AFTER_MS = 3 * 60_000;
/** Released unpaid orders are watched this long for a payment that still arrives (and must go back). */
const WATCH_RELEASED_MS = 30 * 60_000;

/**
 * The payment work no request triggers: releasing orders whose payment time ran out, and reconciling with the
 * provider so a lost webhook never leaves a paid order or tiffin period unconfirmed, an unpaid one holding stock, or
 * money kept for a released order or a period that did not keep it. Run by PaymentJobs under the job lease. Refunds need no sweep: each is an outbox row that
 * RefundWorker retries until the provider takes it.
 */
@Injectable()
export class PaymentSweeps {
  private readonly logger = new Logger('PaymentSweeps');

  constructor(
    private readonly orderPayments: OrderPayments,
    private readonly settlement: PaymentSettlement,
    private readonly tiffinPayments: TiffinPayments,
    private readonly tiffinSettlement: TiffinPaymentSettlement,
    private readonly clock: Clock,
  ) {}

  /** Releases every order whose payment time has run out, after one last look at the provider. */
  async expireDue(): Promise<number> {
    let released = 0;
    for (const order of await this.orderPayments.dueToExpire(this.clock.now(), BATCH)) {
      await this.askProvider(order);
      if (await this.orderPayments.expire(order)) released += 1;
    }
    return released;
  }

  async reconcile(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const order of await this.orderPayments.awaitingSince(new Date(now - ASK_AFTER_MS), BATCH)) await this.askProvider(order);
    for (const order of await this.orderPayments.releasedUnpaidSince(new Date(now - WATCH_RELEASED_MS), BATCH))
      await this.askProvider(order);
    for (const period of await this.tiffinPayments.dueForReconciliation(this.clock.now(), BATCH)) await this.askAboutPeriod(period);
  }

  /** One tiffin period's checkout; asked again after TiffinPayments' recheck interval, reachable provider or not. */
  private async askAboutPeriod(period: TiffinSubscription): Promise<void> {
    try {
      await this.tiffinSettlement.reconcile(period);
    } catch (error) {
      this.logger.warn(`Could not reconcile tiffin subscription ${period.id} with the payment provider: ${(error as Error).message}`);
    }
    await this.tiffinPayments.checkedWithProvider(period);
  }

  /** One order's reconciliation; an unreachable provider is logged and tried again on the next sweep. */
  private async askProvider(order: Order): Promise<void> {
    try {
      await this.settlement.reconcile(order);
    } catch (error) {
      this.logger.warn(`Could not reconcile order ${order.orderRefId} with the payment provider: ${(error as Error).message}`);
    }
  }
}
