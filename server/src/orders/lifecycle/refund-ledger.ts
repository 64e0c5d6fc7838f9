import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { latestCommitted } from '../../database/latest-committed';
import { WriteTransactions } from '../../database/write-transactions';
import type { ProviderRefund } from '../../payment-gateway/payment-gateway';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { OrderWebhooks } from '../messages/order-webhooks';
import { Order } from '../order.entity';
import { PaymentRefund } from './payment-refund.entity';

/**
 * What the provider said about a refund, written down once: the refund it started, that it finished, or that it
 * failed (so the payment is asked for again). Each step is a conditional UPDATE, so a webhook, its redelivery and
 * the worker's own answer may arrive in any order and any number of times.
 */
@Injectable()
export class RefundLedger {
  constructor(
    @InjectRepository(PaymentRefund) private readonly refunds: Repository<PaymentRefund>,
    private readonly writes: WriteTransactions,
    private readonly outbox: OrderMailOutbox,
    private readonly webhooks: OrderWebhooks,
    private readonly clock: Clock,
  ) {}

  /** The provider accepted the refund of `row`'s payment; an order refund tells its customer it has started. */
  async started(row: PaymentRefund, refund: ProviderRefund): Promise<void> {
    const told = await this.writes.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .update(PaymentRefund)
        .set({ providerRefundId: refund.id, refundStatus: 'pending' })
        .where('id = :id AND provider_refund_id IS NULL', { id: row.id })
        .execute();
      if (recorded.affected !== 1 || row.kind !== 'ORDER_REFUND') return false;
      const noted = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ providerRefundId: refund.id, updatedAt: this.clock.now() })
        .where('id = :orderId AND provider_payment_id = :paymentId AND provider_refund_id IS NULL', {
          orderId: row.orderId,
          paymentId: row.paymentId,
        })
        .execute();
      if (noted.affected !== 1) return false;
      // refund.processed may have come first: the customer then hears 'completed' without a late 'started'.
      const order = await manager.getRepository(Order).findOneOrFail({ where: { id: row.orderId }, ...latestCommitted(manager) });
      if (order.paymentStatus !== 'REFUND_PENDING') return false;
      await this.outbox.enqueueWithin(manager, order.id, 'REFUND_STARTED');
      return true;
    });
    if (told) this.outbox.sendSoon();
    if (refund.status === 'processed') await this.completed(row.paymentId);
  }

  /** The provider finished the refund of `paymentId`; answers the order when this call marked it refunded. */
  async completed(paymentId: string): Promise<Order | null> {
    const order = await this.writes.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(PaymentRefund)
        .set({ refundStatus: 'processed' })
        .where("payment_id = :paymentId AND (refund_status IS NULL OR refund_status <> 'processed')", { paymentId })
        .execute();
      const done = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ paymentStatus: 'REFUNDED', updatedAt: this.clock.now() })
        .where('provider_payment_id = :paymentId AND payment_status = :pending', { paymentId, pending: 'REFUND_PENDING' })
        .execute();
      if (done.affected !== 1) return null;
      const refunded = await manager
        .getRepository(Order)
        .findOneOrFail({ where: { providerPaymentId: paymentId }, ...latestCommitted(manager) });
      await this.outbox.enqueueWithin(manager, refunded.id, 'REFUNDED');
      await this.webhooks.recordWithin(manager, refunded.id, 'order.refunded');
      return refunded;
    });
    if (order) {
      this.outbox.sendSoon();
      this.webhooks.sendSoon();
    }
    return order;
  }

  /**
   * The provider gave up on refund `refundId`: the payment's row is due again (the gateway asks the provider for a
   * live refund before making one, so the failed one is not counted). Answers whether a row was reopened.
   */
  async reopen(paymentId: string, refundId: string): Promise<boolean> {
    return this.writes.transaction(async (manager) => {
      const reopened = await manager
        .createQueryBuilder()
        .update(PaymentRefund)
        .set({
          providerRefundId: null,
          refundStatus: null,
          sentAt: null,
          nextAttemptAt: new Date(),
          lastError: `refund ${refundId} failed at the provider`,
        })
        .where("payment_id = :paymentId AND provider_refund_id = :refundId AND refund_status <> 'processed'", { paymentId, refundId })
        .execute();
      if (reopened.affected !== 1) return false;
      await manager
        .createQueryBuilder()
        .update(Order)
        .set({ providerRefundId: null, updatedAt: this.clock.now() })
        .where('provider_payment_id = :paymentId AND provider_refund_id = :refundId AND payment_status = :pending', {
          paymentId,
          refundId,
          pending: 'REFUND_PENDING',
        })
        .execute();
      return true;
    });
  }

  /** The refund row of a payment, if it was ever owed. */
  findByPayment(paymentId: string): Promise<PaymentRefund | null> {
    return this.refunds.findOneBy({ paymentId });
  }
}
