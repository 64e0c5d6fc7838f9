import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AdminOrderDto } from '../dto/order.dto';
import type { OrderStatus } from '../order.entity';

/** A change to an order, as pushed to the live streams (customer status page, admin console). */
export interface OrderChange {
  kind: 'order-created' | 'order-updated';
  orderId: string;
  orderRefId: string;
  userId: number;
  status: OrderStatus;
  updatedAt: string;
  /** The admin view of the order after the change; the admin stream sends it as is. */
  adminOrder: AdminOrderDto;
}

export type OrderChangeListener = (change: OrderChange) => void;

/**
 * Carries order changes from whoever made them to every open event stream. The in-process bus serves
 * one server; with several instances a pub/sub implementation (e.g. Redis) replaces it behind this class.
 */
export abstract class OrderEventBus {
  abstract publish(change: OrderChange): Promise<void>;
  /** Returns the function that unsubscribes. */
  abstract subscribe(listener: OrderChangeListener): () => void;
}

@Injectable()
export class InProcessOrderEventBus extends OrderEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(change: OrderChange): Promise<void> {
    this.emitter.emit('change', change);
  }

  subscribe(listener: OrderChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
