import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { languageOf } from '../../common/language';
import { WriteTransactions } from '../../database/write-transactions';
import { PushSubscriptions } from '../../push/push-subscriptions.service';
import { UsersService } from '../../users/users.service';
import { AdminOrderDto } from '../dto/order.dto';
import { OrderAnnouncements } from '../live/order-announcements';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { OrderWebhooks } from '../messages/order-webhooks';
import { orderStatusNotice } from '../messages/order-push-notice';
import { OrderEvent } from '../order-event.entity';
import { mapAdminOrder } from '../order.mapper';
import { Order, OrderStatus } from '../order.entity';
import { orderError } from '../order.exception';
import { OrderReads } from '../order-reads.service';
import { paymentStatusOnCancel } from '../order-rules';
import { OrderRefunds } from './order-refunds.service';
import { OrderRelease } from './order-release';

const STATUS_CHANGE_ATTEMPTS = 5;

/**
 * The kitchen moves an order to any status except out of CANCELLED. The UPDATE only applies if the order is still
 * in the status read, so a simultaneous customer cancel and kitchen change cannot both win. Cancelling before
 * DELIVERED returns the stock; the customer hears by push, and by e-mail when the order is ready.
 */
@Injectable()
export class KitchenStatusChanges {
  constructor(
    private readonly reads: OrderReads,
    private readonly writes: WriteTransactions,
    private readonly release: OrderRelease,
    private readonly refunds: OrderRefunds,
    private readonly push: PushSubscriptions,
    private readonly mailOutbox: OrderMailOutbox,
    private readonly webhooks: OrderWebhooks,
    private readonly announcements: OrderAnnouncements,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async change(id: string, status: OrderStatus): Promise<AdminOrderDto> {
    for (let attempt = 1; attempt <= STATUS_CHANGE_ATTEMPTS; attempt += 1) {
      const order = await this.reads.findEntityOrThrow(id);
      if (order.status === 'CANCELLED') throw orderError('ORDER_CANCELLED_IS_FINAL', order.orderRefId);
      if (order.status === status) return mapAdminOrder(order);
      if (order.status === 'AWAITING_PAYMENT' && status !== 'CANCELLED') throw orderError('ORDER_AWAITING_PAYMENT', order.orderRefId);
      const returnsStock = status === 'CANCELLED' && order.status !== 'DELIVERED';
      if (await this.applyOnce(order, status, returnsStock)) {
        const updated = await this.announcements.changed(id, { stockChanged: returnsStock });
        // The e-mail was written with the change; the outbox worker sends it without holding up the kitchen's screen.
        if (status === 'READY' || status === 'CANCELLED') this.mailOutbox.sendSoon();
        this.push.sendSoon();
        this.webhooks.sendSoon();
        if (status === 'CANCELLED') this.refunds.sendSoon();
        return mapAdminOrder(updated);
      }
    }
    throw orderError('ORDER_CHANGED_MEANWHILE');
  }

  /** One conditional UPDATE from the status read; false when the order moved meanwhile. */
  private applyOnce(order: Order, status: OrderStatus, returnsStock: boolean): Promise<boolean> {
    const now = this.clock.now();
    return this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set(
          status === 'CANCELLED'
            ? { status, paymentStatus: paymentStatusOnCancel(order), cancelReason: 'KITCHEN', updatedAt: now }
            : { status, updatedAt: now },
        )
        .where('id = :id AND status = :current', { id: order.id, current: order.status })
        .execute();
      if (result.affected !== 1) return false;
      const customer = (await this.users.findByIds([order.userId], manager)).get(order.userId);
      await this.push.enqueueWithin(manager, [order.userId], orderStatusNotice(order.orderRefId, status, languageOf(customer?.language)));
      if (status === 'CANCELLED') {
        await this.release.releaseWithin(manager, order, order.userId, now, returnsStock);
        await this.refunds.owedOnCancelWithin(manager, order);
        await this.mailOutbox.enqueueWithin(manager, order.id, 'CANCELLED');
      } else {
        await manager
          .getRepository(OrderEvent)
          .insert({ orderId: order.id, userId: order.userId, type: 'STATUS_CHANGED', status, createdAt: now });
        if (status === 'READY') await this.mailOutbox.enqueueWithin(manager, order.id, 'READY');
      }
      await this.webhooks.recordWithin(
        manager,
        order.id,
        ...(status === 'CANCELLED' ? (['order.status_changed', 'order.cancelled'] as const) : (['order.status_changed'] as const)),
      );
      return true;
    });
  }
}
