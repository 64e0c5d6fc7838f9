import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import { AdminOrderDto, OrderDto } from './dto/order.dto';
import { OrderEvent } from './order-event.entity';
import { OrderEventBus } from './order-event-bus';
import { OrderMailOutbox } from './order-mail-outbox';
import { mapAdminOrder, mapOrder } from './order.mapper';
import { OrderLines } from './order-lines';
import { CANCEL_WINDOW_MS, cancellableUntil } from './order-rules';
import { Order, OrderStatus, PaymentStatus } from './order.entity';
import { OrderRefunds } from './order-refunds.service';
import { CustomerLimits } from './customer-limits';
import { OrderPickups } from './order-pickups';
import { WriteTransactions } from '../database/write-transactions';
import { orderError } from './order.exception';
import { orderStatusNotice } from './order-push-notice';
import { PushSubscriptions } from '../push/push-subscriptions.service';
import { PromotionUses } from '../promotions/promotion-uses.service';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS_CHANGE_ATTEMPTS = 5;


/** Cancelling moves money the customer paid (and the kitchen keeps no delivered order's money) into a refund. */
function paymentStatusOnCancel(order: Order): PaymentStatus | null {
  if (order.paymentStatus === 'PAID' && order.status !== 'DELIVERED') return 'REFUND_PENDING';
  if (order.status === 'AWAITING_PAYMENT') return 'FAILED';
  return order.paymentStatus;
}

/** Reading orders, and changing their status (customer cancel, admin moves) with conditional updates. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly writes: WriteTransactions,
    private readonly stock: ScheduleStockService,
    private readonly bus: OrderEventBus,
    private readonly outbox: OrderMailOutbox,
    private readonly catalogue: CatalogueChanges,
    private readonly refunds: OrderRefunds,
    private readonly limits: CustomerLimits,
    private readonly pickups: OrderPickups,
    private readonly lines: OrderLines,
    private readonly push: PushSubscriptions,
    private readonly promotions: PromotionUses,
    private readonly clock: Clock,
  ) {}

  /** The caller's orders, newest first. */
  async findMine(userId: number): Promise<OrderDto[]> {
    const rows = await this.orders.find({
      where: { userId },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    await this.lines.attach(rows);
    const now = this.clock.now();
    return rows.map((order) => mapOrder(order, now));
  }

  /** One of the caller's orders by its id or its reference; anyone else's is "not found". */
  async findMineOrThrow(userId: number, idOrRef: string): Promise<OrderDto> {
    return mapOrder(await this.findOwnedEntityOrThrow(userId, idOrRef), this.clock.now());
  }

  async findOwnedEntityOrThrow(userId: number, idOrRef: string): Promise<Order> {
    const where = UUID_PATTERN.test(idOrRef) ? { id: idOrRef.toLowerCase(), userId } : { orderRefId: idOrRef.toUpperCase(), userId };
    const order = await this.orders.findOne({ where, relations: { items: true } });
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return (await this.lines.attach([order]))[0]!;
  }

  async findAdminOrderOrThrow(id: string): Promise<AdminOrderDto> {
    return mapAdminOrder(await this.findEntityOrThrow(id));
  }

  /**
   * The customer cancels: one UPDATE decides, and only while the order is theirs and either still awaiting its
   * online payment or PENDING inside the cancel window (CANCEL_WINDOW_SECONDS from when it was received: placed,
   * or paid online); the stock comes back in the same transaction, and money paid goes back (OrderRefunds).
   */
  async cancelByCustomer(userId: number, idOrRef: string): Promise<OrderDto> {
    const order = await this.findOwnedEntityOrThrow(userId, idOrRef);
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
      await this.releaseWithin(manager, order, userId, now);
      return true;
    });
    if (!cancelled) throw await this.whyNotCancellable(order.id);
    const updated = await this.announceEntity(order.id, 'order-updated', { stockChanged: true });
    await this.refunds.startAfterCancel(updated);
    return mapOrder(updated, this.clock.now());
  }

  /**
   * An admin moves an order to any status except out of CANCELLED. The UPDATE only applies if the order
   * is still in the status we read, so a simultaneous customer cancel and admin change cannot both win.
   * Cancelling before DELIVERED returns the stock.
   */
  async changeStatusByAdmin(id: string, status: OrderStatus): Promise<AdminOrderDto> {
    for (let attempt = 1; attempt <= STATUS_CHANGE_ATTEMPTS; attempt += 1) {
      const order = await this.findEntityOrThrow(id);
      if (order.status === 'CANCELLED') {
        throw orderError('ORDER_CANCELLED_IS_FINAL', order.orderRefId);
      }
      if (order.status === status) return mapAdminOrder(order);
      if (order.status === 'AWAITING_PAYMENT' && status !== 'CANCELLED') throw orderError('ORDER_AWAITING_PAYMENT', order.orderRefId);
      const now = this.clock.now();
      const returnsStock = status === 'CANCELLED' && order.status !== 'DELIVERED';
      const changed = await this.writes.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Order)
          .set(status === 'CANCELLED' ? { status, paymentStatus: paymentStatusOnCancel(order), cancelReason: 'KITCHEN', updatedAt: now } : { status, updatedAt: now })
          .where('id = :id AND status = :current', { id, current: order.status })
          .execute();
        if (result.affected !== 1) return false;
        await this.push.enqueueWithin(manager, [order.userId], orderStatusNotice(order.orderRefId, status));
        if (status === 'CANCELLED') {
          await this.releaseWithin(manager, order, order.userId, now, returnsStock);
        } else {
          await manager
            .getRepository(OrderEvent)
            .insert({ orderId: id, userId: order.userId, type: 'STATUS_CHANGED', status, createdAt: now });
          if (status === 'READY') await this.outbox.enqueueWithin(manager, id, 'READY');
        }
        return true;
      });
      if (changed) {
        const updated = await this.announceEntity(id, 'order-updated', { stockChanged: returnsStock });
        // The e-mail was written with the change; the outbox worker sends it without holding up the kitchen's screen.
        if (status === 'READY') this.outbox.sendSoon();
        this.push.sendSoon();
        if (status === 'CANCELLED') await this.refunds.startAfterCancel(updated);
        return mapAdminOrder(updated);
      }
    }
    throw orderError('ORDER_CHANGED_MEANWHILE');
  }

  /** A placed order, from the rows its transaction wrote (lines with schedule and dish): streams told, answer built. */
  async announcePlaced(order: Order): Promise<OrderDto> {
    this.catalogue.announce();
    await this.publish(order, 'order-created');
    // A cash order's e-mail was written in its transaction; an online order's is written once paid (OrderPayments),
    // never for a payment that did not happen. The customer's answer never waits for it.
    if (order.status === 'PENDING') this.outbox.sendSoon();
    return mapOrder(order, this.clock.now());
  }

  async announceEntity(orderId: string, kind: 'order-created' | 'order-updated', options: { stockChanged: boolean }): Promise<Order> {
    if (options.stockChanged) this.catalogue.announce();
    const order = await this.findEntityOrThrow(orderId);
    await this.publish(order, kind);
    return order;
  }

  private async publish(order: Order, kind: 'order-created' | 'order-updated'): Promise<void> {
    try {
      await this.bus.publish({
        kind,
        orderId: order.id,
        orderRefId: order.orderRefId,
        userId: order.userId,
        status: order.status,
        updatedAt: order.updatedAt.toISOString(),
        adminOrder: mapAdminOrder(order),
      });
    } catch (error) {
      // The change is committed; live listeners catch up by polling.
      this.logger.error(`Could not publish ${kind} for order ${order.orderRefId}: ${(error as Error).message}`);
    }
  }

  /** Inside a cancelling transaction: the portions go back to stock (unless delivered), a code's use is given back, and the customer is notified. */
  async releaseWithin(manager: EntityManager, order: Order, userId: number, now: Date, returnStock = true): Promise<void> {
    const lines = [...(order.items ?? [])].sort((a, b) => a.scheduleId - b.scheduleId);
    for (const line of lines) {
      if (returnStock) await this.stock.giveBack(line.scheduleId, line.quantity, now, manager);
      await this.limits.uncount(manager, userId, line.scheduleId, line.quantity);
    }
    await this.pickups.releaseWithin(manager, lines);
    await this.promotions.giveBackWithin(manager, order.id, now);
    await manager.getRepository(OrderEvent).insert({ orderId: order.id, userId, type: 'CANCELLED', status: 'CANCELLED', createdAt: now });
  }

  private async whyNotCancellable(orderId: string): Promise<Error> {
    const current = await this.orders.findOneBy({ id: orderId });
    if (!current) return orderError('ORDER_NOT_FOUND');
    if (current.status === 'CANCELLED') return orderError('ORDER_ALREADY_CANCELLED');
    if (current.status !== 'PENDING') {
      return orderError('ORDER_IN_KITCHEN');
    }
    // Paid just as the customer cancelled: the window opened with the payment, so asking again succeeds.
    if (cancellableUntil(current, this.clock.now())) return orderError('ORDER_CHANGED_MEANWHILE');
    return orderError('ORDER_CANCEL_WINDOW_PASSED');
  }

  /** Any order by its id, items with their schedule (pickup window) and dish (images) loaded. */
  async findEntityOrThrow(id: string): Promise<Order> {
    const order = UUID_PATTERN.test(id)
      ? await this.orders.findOne({ where: { id: id.toLowerCase() }, relations: { items: true } })
      : null;
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return (await this.lines.attach([order]))[0]!;
  }
}

