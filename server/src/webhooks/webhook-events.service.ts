import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { InjectRepository } from '@nestjs/typeorm';
import { Clock } from '../common/clock';
import { freshOutboxRow } from '../mail/outbox-row';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookEventType } from './webhook-event-types';
import { WebhookEvent } from './webhook-event.entity';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';

export interface NewWebhookEvent {
  type: WebhookEventType;
  resourceType: string;
  resourceId: string;
  /** The resource as the API answers it; read only when some endpoint wants the event. */
  data: () => Promise<unknown>;
}

/** The write side of webhooks: what a change's transaction calls, so its event is sent if and only if it commits. */
@Injectable()
export class WebhookEvents {
  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    private readonly worker: WebhookDeliveryWorker,
    private readonly clock: Clock,
  ) {}

  /** Inside the change's transaction: the event, and one delivery per enabled endpoint that wants its type. */
  async recordWithin(manager: EntityManager, event: NewWebhookEvent): Promise<void> {
    const subscribers = (await manager.getRepository(WebhookEndpoint).findBy({ enabled: true })).filter((endpoint) =>
      endpoint.eventTypes.includes(event.type),
    );
    if (subscribers.length === 0) return;
    const row = await manager.getRepository(WebhookEvent).save(
      manager.getRepository(WebhookEvent).create({
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        type: event.type,
        resourceType: event.resourceType,
        resourceId: event.resourceId,
        data: JSON.stringify(await event.data()),
        createdAt: this.clock.now(),
      }),
    );
    await manager
      .getRepository(WebhookDelivery)
      .insert(subscribers.map((endpoint) => ({ eventId: row.id, endpointId: endpoint.id, outcome: null, ...this.dueNow() })));
  }

  /** After the commit: deliver now rather than at the worker's next tick. */
  sendSoon(): void {
    this.worker.drainSoon();
  }

  /** A fresh delivery of events already sent (Resend, Replay since): same webhook-id, so a receiver can tell. */
  async redeliver(endpointId: number, eventIds: string[]): Promise<number> {
    if (eventIds.length === 0) return 0;
    await this.deliveries.insert(eventIds.map((eventId) => ({ eventId, endpointId, outcome: null, ...this.dueNow() })));
    this.sendSoon();
    return eventIds.length;
  }

  private dueNow() {
    const now = this.clock.now();
    return { ...freshOutboxRow(), nextAttemptAt: now, lockedUntil: now, createdAt: now };
  }
}
