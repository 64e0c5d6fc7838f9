import { Injectable, Logger } from '@nestjs/common';
import { CatalogueChanges } from '../../common/catalogue-changes';
import { Clock } from '../../common/clock';
import { OrderDto } from '../dto/order.dto';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { mapAdminOrder, mapOrder } from '../order.mapper';
import type { Order } from '../order.entity';
import { OrderReads } from '../order-reads.service';
import { OrderEventBus } from './order-event-bus';

/**
 * After an order's change commits: the menu's cache hears that stock moved, open streams hear the order (on every
 * instance, through the bus), and an e-mail written with the change is sent without waiting for the worker's tick.
 */
@Injectable()
export class OrderAnnouncements {
  private readonly logger = new Logger('OrderAnnouncements');

  constructor(
    private readonly reads: OrderReads,
    private readonly bus: OrderEventBus,
    private readonly catalogue: CatalogueChanges,
    private readonly mailOutbox: OrderMailOutbox,
    private readonly clock: Clock,
  ) {}

  /** A placed order, from the rows its transaction wrote (lines with schedule and dish): streams told, answer built. */
  async placed(order: Order): Promise<OrderDto> {
    this.catalogue.announce();
    await this.publish(order, 'order-created');
    // A cash order's e-mail was written in its transaction; an online order's is written once paid (OrderPayments),
    // never for a payment that did not happen. The customer's answer never waits for it.
    if (order.status === 'PENDING') this.mailOutbox.sendSoon();
    return mapOrder(order, this.clock.now());
  }

  /** An order that changed: read back as it now stands and told to the streams; answers it. */
  async changed(orderId: string, options: { stockChanged: boolean }): Promise<Order> {
    if (options.stockChanged) this.catalogue.announce();
    const order = await this.reads.findEntityOrThrow(orderId);
    await this.publish(order, 'order-updated');
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
}
