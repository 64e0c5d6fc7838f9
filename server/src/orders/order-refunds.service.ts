import { Injectable, Logger, Optional, Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { WriteTransactions } from '../database/write-transactions';
import { OrderMailOutbox } from './order-mail-outbox';
import { Order } from './order.entity';

/**
 * Money going back: an order whose payment status is REFUND_PENDING gets exactly one full refund at the provider.
 * Whoever set REFUND_PENDING (a cancel, a late payment for a released order) calls `start`; when that call fails
 * the reconciliation job calls it again, and the provider is asked for an existing refund before a new one is made.
 */
@Injectable()
export class OrderRefunds {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly outbox: OrderMailOutbox,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  /** After a committed cancel: starts the refund if the cancel made one due; a failure is left to the reconciliation job. */
  async startAfterCancel(order: Order): Promise<void> {
    if (order.paymentStatus !== 'REFUND_PENDING') return;
    try {
      await this.start(order.id);
    } catch (error) {
      this.logger.warn(`Refund for order ${order.orderRefId} not started yet (${(error as Error).message}); the reconciliation job retries`);
    }
  }

  /** Asks the provider for the refund of a REFUND_PENDING order that has none yet; answers whether one was recorded. */
  async start(orderId: string): Promise<boolean> {
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order || order.paymentStatus !== 'REFUND_PENDING' || order.providerRefundId || !order.providerPaymentId || !this.gateway) return false;
    const refund = await this.gateway.refundInFull({ id: order.providerPaymentId, amount: order.totalPaise }, order.orderRefId);
    const recorded = await this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ providerRefundId: refund.id, updatedAt: this.clock.now() })
        .where('id = :id AND provider_refund_id IS NULL', { id: order.id })
        .execute();
      if (result.affected !== 1) return false;
      await this.outbox.enqueueWithin(manager, order.id, 'REFUND_STARTED');
      return true;
    });
    if (!recorded) return false;
    this.outbox.sendSoon();
    if (refund.status === 'processed') await this.completed(order.providerPaymentId);
    return true;
  }

  /** The provider finished the refund of `paymentId` (webhook or its own answer); answers the order when this call recorded it. */
  async completed(paymentId: string): Promise<Order | null> {
    const order = await this.writes.transaction(async (manager) => {
      const done = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ paymentStatus: 'REFUNDED', updatedAt: this.clock.now() })
        .where('provider_payment_id = :paymentId AND payment_status = :pending', { paymentId, pending: 'REFUND_PENDING' })
        .execute();
      if (done.affected !== 1) return null;
      const refunded = await manager.getRepository(Order).findOneByOrFail({ providerPaymentId: paymentId });
      await this.outbox.enqueueWithin(manager, refunded.id, 'REFUNDED');
      return refunded;
    });
    if (order) this.outbox.sendSoon();
    return order;
  }

  /** The provider gave up on the refund: forget it, so the reconciliation job asks for a new one. */
  async failed(paymentId: string): Promise<void> {
    await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ providerRefundId: null, updatedAt: this.clock.now() })
      .where('provider_payment_id = :paymentId AND payment_status = :pending', { paymentId, pending: 'REFUND_PENDING' })
      .execute();
    this.logger.error(`The refund of payment ${paymentId} failed at the provider; it will be asked for again`);
  }

  /** A payment no order keeps (a second one for an already paid order): straight back, at most once. */
  async refundStray(payment: { id: string; amount: number }, orderRefId: string): Promise<void> {
    if (this.gateway) await this.gateway.refundInFull(payment, orderRefId);
  }

  /** Orders owed a refund that none was recorded for since before `before`. */
  async notStarted(before: Date, limit: number): Promise<string[]> {
    const rows = await this.orders.find({
      select: { id: true },
      where: { paymentStatus: 'REFUND_PENDING', providerRefundId: IsNull(), updatedAt: LessThanOrEqual(before) },
      take: limit,
    });
    return rows.map((row) => row.id);
  }
}
