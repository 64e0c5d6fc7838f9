import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import { AdminOrderDto, OrderDto } from './dto/order.dto';
import { OrderEvent } from './order-event.entity';
import { OrderEventBus } from './order-event-bus';
import { OrderMailService } from './order-mail.service';
import { mapAdminOrder, mapOrder } from './order.mapper';
import { CANCEL_WINDOW_MS } from './order-rules';
import { Order, OrderStatus } from './order.entity';
import { WriteTransactions } from '../database/write-transactions';
import { orderError } from './order.exception';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS_CHANGE_ATTEMPTS = 5;


/** Reading orders, and changing their status (customer cancel, admin moves) with conditional updates. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly writes: WriteTransactions,
    private readonly stock: ScheduleStockService,
    private readonly bus: OrderEventBus,
    private readonly mail: OrderMailService,
    private readonly catalogue: CatalogueChanges,
    private readonly clock: Clock,
  ) {}

  /** The caller's orders, newest first. */
  async findMine(userId: number): Promise<OrderDto[]> {
    const rows = await this.orders.find({
      where: { userId },
      relations: { items: { schedule: true } },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const now = this.clock.now();
    return rows.map((order) => mapOrder(order, now));
  }

  /** One of the caller's orders by its id or its reference; anyone else's is "not found". */
  async findMineOrThrow(userId: number, idOrRef: string): Promise<OrderDto> {
    return mapOrder(await this.findOwnedEntityOrThrow(userId, idOrRef), this.clock.now());
  }

  async findOwnedEntityOrThrow(userId: number, idOrRef: string): Promise<Order> {
    const where = UUID_PATTERN.test(idOrRef) ? { id: idOrRef.toLowerCase(), userId } : { orderRefId: idOrRef.toUpperCase(), userId };
    const order = await this.orders.findOne({ where, relations: { items: { schedule: true } } });
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return order;
  }

  async findAdminOrderOrThrow(id: string): Promise<AdminOrderDto> {
    return mapAdminOrder(await this.loadOrThrow(id));
  }

  /**
   * The customer cancels: one UPDATE decides, and only while the order is theirs, PENDING and inside
   * the cancel window (CANCEL_WINDOW_SECONDS); the stock comes back in the same transaction.
   */
  async cancelByCustomer(userId: number, idOrRef: string): Promise<OrderDto> {
    const order = await this.findOwnedEntityOrThrow(userId, idOrRef);
    const now = this.clock.now();
    const cancelled = await this.writes.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where('id = :id AND user_id = :userId AND status = :pending', { id: order.id, userId, pending: 'PENDING' })
        .andWhere('created_at >= :windowStart', { windowStart: new Date(now.getTime() - CANCEL_WINDOW_MS) })
        .execute();
      if (result.affected !== 1) return false;
      await this.afterCancel(manager, order, userId, now);
      return true;
    });
    if (!cancelled) throw await this.whyNotCancellable(order.id);
    return mapOrder(await this.announceEntity(order.id, 'order-updated', { stockChanged: true }), this.clock.now());
  }

  /**
   * An admin moves an order to any status except out of CANCELLED. The UPDATE only applies if the order
   * is still in the status we read, so a simultaneous customer cancel and admin change cannot both win.
   * Cancelling before DELIVERED returns the stock.
   */
  async changeStatusByAdmin(id: string, status: OrderStatus): Promise<AdminOrderDto> {
    for (let attempt = 1; attempt <= STATUS_CHANGE_ATTEMPTS; attempt += 1) {
      const order = await this.loadOrThrow(id);
      if (order.status === 'CANCELLED') {
        throw orderError('ORDER_CANCELLED_IS_FINAL', order.orderRefId);
      }
      if (order.status === status) return mapAdminOrder(order);
      const now = this.clock.now();
      const returnsStock = status === 'CANCELLED' && order.status !== 'DELIVERED';
      const changed = await this.writes.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Order)
          .set({ status, updatedAt: now })
          .where('id = :id AND status = :current', { id, current: order.status })
          .execute();
        if (result.affected !== 1) return false;
        if (status === 'CANCELLED') {
          await this.afterCancel(manager, order, order.userId, now, returnsStock);
        } else {
          await manager
            .getRepository(OrderEvent)
            .insert({ orderId: id, userId: order.userId, type: 'STATUS_CHANGED', status, createdAt: now });
        }
        return true;
      });
      if (changed) {
        const updated = await this.announceEntity(id, 'order-updated', { stockChanged: returnsStock });
        // Not awaited: a slow mail server must not hold up the kitchen's screen (failures are logged).
        if (status === 'READY') void this.mail.sendReady(updated);
        return mapAdminOrder(updated);
      }
    }
    throw orderError('ORDER_CHANGED_MEANWHILE');
  }

  /** After a committed change: push it to the live streams and refresh cached menus when stock moved. */
  async announceChange(orderId: string, kind: 'order-created' | 'order-updated', options: { stockChanged: boolean }): Promise<OrderDto> {
    const order = await this.announceEntity(orderId, kind, options);
    // Not awaited: the customer's answer must not wait for the mail server (failures are logged).
    if (kind === 'order-created') void this.mail.sendPlaced(order);
    return mapOrder(order, this.clock.now());
  }

  private async announceEntity(orderId: string, kind: 'order-created' | 'order-updated', options: { stockChanged: boolean }): Promise<Order> {
    if (options.stockChanged) this.catalogue.announce();
    const order = await this.loadOrThrow(orderId);
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
    return order;
  }

  private async afterCancel(manager: EntityManager, order: Order, userId: number, now: Date, returnStock = true): Promise<void> {
    if (returnStock) {
      const lines = [...(order.items ?? [])].sort((a, b) => a.scheduleId - b.scheduleId);
      for (const line of lines) await this.stock.giveBack(line.scheduleId, line.quantity, now, manager);
    }
    await manager.getRepository(OrderEvent).insert({ orderId: order.id, userId, type: 'CANCELLED', status: 'CANCELLED', createdAt: now });
  }

  private async whyNotCancellable(orderId: string): Promise<Error> {
    const current = await this.orders.findOneBy({ id: orderId });
    if (!current) return orderError('ORDER_NOT_FOUND');
    if (current.status === 'CANCELLED') return orderError('ORDER_ALREADY_CANCELLED');
    if (current.status !== 'PENDING') {
      return orderError('ORDER_IN_KITCHEN');
    }
    return orderError('ORDER_CANCEL_WINDOW_PASSED');
  }

  /** Items with their schedule (pickup window) and dish (images) loaded. */
  private async loadOrThrow(id: string): Promise<Order> {
    const order = UUID_PATTERN.test(id)
      ? await this.orders.findOne({ where: { id: id.toLowerCase() }, relations: { items: { schedule: true, menuItem: true } } })
      : null;
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return order;
  }
}

