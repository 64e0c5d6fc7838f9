import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { WebhookEventType } from '../../webhooks/webhook-event-types';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { latestCommitted } from '../../database/latest-committed';
import { Order } from '../order.entity';
import { mapAdminOrder } from '../order.mapper';

/** The order events integrators subscribe to, written with the change, carrying the order as GET /admin/orders/{id} answers it. */
@Injectable()
export class OrderWebhooks {
  constructor(private readonly events: WebhookEvents) {}

  /** Inside the change's transaction, after the order's row was written. */
  async recordWithin(manager: EntityManager, orderId: string, ...types: WebhookEventType[]): Promise<void> {
    // Read and mapped at most once, however many of the types an endpoint wants.
    let mapped: Promise<unknown> | undefined;
    const data = () =>
      (mapped ??= manager
        .getRepository(Order)
        .findOneOrFail({ where: { id: orderId }, relations: { items: { menuItem: true } }, ...latestCommitted(manager) })
        .then(mapAdminOrder));
    for (const type of types) {
      await this.events.recordWithin(manager, { type, resourceType: 'order', resourceId: orderId, data });
    }
  }

  /** After the commit: deliver now rather than at the worker's next tick. */
  sendSoon(): void {
    this.events.sendSoon();
  }
}
