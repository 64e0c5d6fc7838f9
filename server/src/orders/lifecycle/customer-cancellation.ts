import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { WriteTransactions } from '../../database/write-transactions';
import { OrderDto } from '../dto/order.dto';
import { OrderAnnouncements } from '../live/order-announcements';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { OrderWebhooks } from '../messages/order-webhooks';
import { mapOrder } from '../order.mapper';
import { Order } from '../order.entity';
import { orderError } from '../order.exception';
import { OrderReads } from '../order-reads.service';
import { CANCEL_WINDOW_MS, cancellableUntil, paymentStatusOnCancel } from '../order-rules';
import { OrderRefunds } from './order-refunds.service';
import { OrderRelease } from './order-release';

/**
 * The customer cancels: one UPDATE decides, and only while the order is theirs and either still awaiting its online
 * payment or PENDING inside the cancel window (CANCEL_WINDOW_SECONDS from when it was received: placed, or paid
 * online); the stock comes back in the same transaction, and money paid goes back (OrderRefunds).
 */
@Injectable()
export class CustomerCancellation {
  constructor(
    private readonly reads: OrderReads,
    private readonly writes: WriteTransactions,
    private readonly release: OrderRelease,
    private readonly refunds: OrderRefunds,
    private readonly announcements: OrderAnnouncements,
    private readonly mailOutbox: OrderMailOutbox,
    private readonly webhooks: OrderWebhooks,
    private readonly clock: Clock,
  ) {}

  async cancel(userId: number, idOrRef: string): Promise<OrderDto> {
    const order = await this.reads.findOwnedEntityOrThrow(userId, idOrRef);
    const now = this.clock.now();
    const cancelled = await this.writes.transaction(async (manager) => {
      const update = manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'CANCELLED', paymentStatus: paymentStatusOnCancel(order), cancelReason: 'CUSTOMER', updatedAt: now })
        .where('id = :id AND user_id = :userId AND status = :current', { id: order.id, userId, current: order.status });
      if (order.status !== 'AWAITING_PAYMENT') {
        update.andWhere('status = :pending AND COALESCE(paid_at, created_at) >= :windowStart', {
          pending: 'PENDING',
          windowStart: new Date(now.getTime() - CANCEL_WINDOW_MS),
        });
      }
      const result = await update.execute();
      if (result.affected !== 1) return false;
      await this.release.releaseWithin(manager, order, userId, now);
      await this.refunds.owedOnCancelWithin(manager, order);
      await this.mailOutbox.enqueueWithin(manager, order.id, 'CANCELLED');
      await this.webhooks.recordWithin(manager, order.id, 'order.cancelled');
      return true;
    });
    if (!cancelled) throw await this.whyNotCancellable(userId, order.id);
    const updated = await this.announcements.changed(order.id, { stockChanged: true });
    this.refunds.sendSoon();
    this.mailOutbox.sendSoon();
    this.webhooks.sendSoon();
    return mapOrder(updated, this.clock.now());
  }

  private async whyNotCancellable(userId: number, orderId: string): Promise<Error> {
    const current = await this.reads.findOwnedEntityOrThrow(userId, orderId);
    if (current.status === 'CANCELLED') return orderError('ORDER_ALREADY_CANCELLED');
    if (current.status !== 'PENDING') return orderError('ORDER_IN_KITCHEN');
    // Paid just as the customer cancelled: the window opened with the payment, so asking again succeeds.
    if (cancellableUntil(current, this.clock.now())) return orderError('ORDER_CHANGED_MEANWHILE');
    return orderError('ORDER_CANCEL_WINDOW_PASSED');
  }
}
