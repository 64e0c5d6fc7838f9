import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { WriteTransactions } from '../../database/write-transactions';
import type { ProviderPayment } from '../../payment-gateway/payment-gateway';
import { OrderEvent } from '../order-event.entity';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { OrderWebhooks } from '../messages/order-webhooks';
import { OrderRefunds } from './order-refunds.service';
import { Order } from '../order.entity';
import { orderError } from '../order.exception';
import { OrderAnnouncements } from '../live/order-announcements';
import { OrderRelease } from './order-release';

/** What became of a captured payment. */
export type CaptureOutcome = 'confirmed' | 'already-confirmed' | 'refunding' | 'refunded-extra';

/**
 * The online order's side of a payment: confirming it once captured, noting a failed attempt, releasing it when
 * the payment time runs out, and turning money that arrives for a released order into a refund. Every change is
 * one conditional UPDATE, so a verify call, a webhook (or its redelivery) and the jobs may race: exactly one wins.
 */
@Injectable()
export class OrderPayments {
  private readonly logger = new Logger('OrderPayments');

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly writes: WriteTransactions,
    private readonly announcements: OrderAnnouncements,
    private readonly release: OrderRelease,
    private readonly refunds: OrderRefunds,
    private readonly outbox: OrderMailOutbox,
    private readonly webhooks: OrderWebhooks,
    private readonly clock: Clock,
  ) {}

  findByProviderOrder(providerOrderId: string): Promise<Order | null> {
    return this.orders.findOneBy({ providerOrderId });
  }

  /** The caller's order paid against `providerOrderId`; anyone else's is "not found". */
  async findOwnedByProviderOrder(userId: number, providerOrderId: string): Promise<Order> {
    const order = await this.orders.findOneBy({ providerOrderId, userId });
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return order;
  }

  /** The payment must be for this order, in full, in rupees; anything else is never applied. */
  matches(order: Order, payment: ProviderPayment): boolean {
    return payment.orderId === order.providerOrderId && payment.amount === order.totalPaise && payment.currency === 'INR';
  }

  /** A captured payment of the order's provider order. Check `matches` first. */
  async captured(order: Order, payment: ProviderPayment): Promise<CaptureOutcome> {
    const now = this.clock.now();
    const confirmed = await this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'PENDING', paymentStatus: 'PAID', providerPaymentId: payment.id, paidAt: now, updatedAt: now })
        .where('id = :id AND status = :awaiting', { id: order.id, awaiting: 'AWAITING_PAYMENT' })
        .execute();
      if (result.affected !== 1) return false;
      await manager
        .getRepository(OrderEvent)
        .insert({ orderId: order.id, userId: order.userId, type: 'STATUS_CHANGED', status: 'PENDING', createdAt: now });
      await this.outbox.enqueueWithin(manager, order.id, 'PAID');
      await this.webhooks.recordWithin(manager, order.id, 'order.paid');
      return true;
    });
    if (confirmed) {
      await this.announcements.changed(order.id, { stockChanged: false });
      this.outbox.sendSoon();
      this.webhooks.sendSoon();
      return 'confirmed';
    }
    let current = await this.orders.findOneByOrFail({ id: order.id });
    if (current.providerPaymentId === null) {
      if (await this.claimForRefund(current, payment)) return 'refunding';
      // Another call claimed the released order for a payment at the same moment: this one, or another.
      current = await this.orders.findOneByOrFail({ id: order.id });
    }
    if (current.providerPaymentId === payment.id) return current.paymentStatus === 'PAID' ? 'already-confirmed' : 'refunding';
    // Paid twice (two attempts both captured): the order keeps the first, the second goes straight back.
    this.logger.warn(`Order ${current.orderRefId} received a second payment ${payment.id}; refunding it`);
    await this.refunds.refundUnkept(payment, current, 'EXTRA_PAYMENT');
    return 'refunded-extra';
  }

  /** An attempt failed: the customer may try again until the payment time runs out. */
  async attemptFailed(order: Order): Promise<void> {
    const result = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ paymentStatus: 'FAILED', updatedAt: this.clock.now() })
      .where('id = :id AND status = :awaiting AND payment_status = :pending', {
        id: order.id,
        awaiting: 'AWAITING_PAYMENT',
        pending: 'PENDING',
      })
      .execute();
    if (result.affected === 1) await this.announcements.changed(order.id, { stockChanged: false });
  }

  /** Releases an unpaid order whose payment time has run out: cancelled, portions back exactly once. */
  async expire(order: Order): Promise<boolean> {
    const now = this.clock.now();
    const expired = await this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'CANCELLED', paymentStatus: 'FAILED', cancelReason: 'PAYMENT_TIMEOUT', updatedAt: now })
        .where('id = :id AND status = :awaiting AND payment_expires_at <= :now', { id: order.id, awaiting: 'AWAITING_PAYMENT', now })
        .execute();
      if (result.affected !== 1) return false;
      const withItems = await manager.getRepository(Order).findOneOrFail({ where: { id: order.id }, relations: { items: true } });
      await this.release.releaseWithin(manager, withItems, order.userId, now);
      await this.outbox.enqueueWithin(manager, order.id, 'CANCELLED');
      await this.webhooks.recordWithin(manager, order.id, 'order.cancelled');
      return true;
    });
    if (expired) {
      await this.announcements.changed(order.id, { stockChanged: true });
      this.outbox.sendSoon();
    }
    return expired;
  }

  /** Unpaid orders whose payment time ran out by `now`. */
  dueToExpire(now: Date, limit: number): Promise<Order[]> {
    return this.orders.find({
      where: { status: 'AWAITING_PAYMENT', paymentExpiresAt: LessThanOrEqual(now) },
      order: { paymentExpiresAt: 'ASC' },
      take: limit,
    });
  }

  /** Unpaid orders placed before `placedBefore`: worth asking the provider whether a payment went unreported. */
  awaitingSince(placedBefore: Date, limit: number): Promise<Order[]> {
    return this.orders.find({
      where: { status: 'AWAITING_PAYMENT', createdAt: LessThanOrEqual(placedBefore) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  /** Online orders released unpaid since `since`: a payment may still arrive for them, and must go back. */
  releasedUnpaidSince(since: Date, limit: number): Promise<Order[]> {
    return this.orders.find({
      where: {
        status: 'CANCELLED',
        paymentStatus: In(['FAILED', 'PENDING']),
        providerOrderId: Not(IsNull()),
        providerPaymentId: IsNull(),
        updatedAt: MoreThanOrEqual(since),
      },
      take: limit,
    });
  }

  /** The order was released before this payment arrived: the payment becomes the order's, owed back in full. */
  private async claimForRefund(order: Order, payment: ProviderPayment): Promise<boolean> {
    const claimed = await this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ paymentStatus: 'REFUND_PENDING', providerPaymentId: payment.id, updatedAt: this.clock.now() })
        .where('id = :id AND status = :cancelled AND provider_payment_id IS NULL', { id: order.id, cancelled: 'CANCELLED' })
        .execute();
      if (result.affected !== 1) return false;
      await this.refunds.owedWithin(manager, order, payment.id);
      return true;
    });
    if (!claimed) return false;
    this.logger.warn(`Payment ${payment.id} arrived for released order ${order.orderRefId}; refunding it`);
    await this.announcements.changed(order.id, { stockChanged: false });
    this.refunds.sendSoon();
    return true;
  }
}
