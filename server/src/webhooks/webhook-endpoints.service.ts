import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { isDomainException } from '../common/domain-exception';
import type { ListQuery } from '../common/simple-rest';
import { OutboundGuard } from '../outbound/outbound-guard';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookEventType } from './webhook-event-types';
import { WebhookEvent } from './webhook-event.entity';
import { WebhookEvents } from './webhook-events.service';
import { webhookError } from './webhook.exception';
import { newSigningSecret } from './webhook-signature';

export const WEBHOOK_SORT_FIELDS = ['id', 'url', 'createdAt'] as const;
export const DELIVERY_SORT_FIELDS = ['id', 'createdAt'] as const;

export interface WebhookEndpointInput {
  url: string;
  description?: string;
  eventTypes: WebhookEventType[];
}

export interface WebhookEndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

/** A delivery with what it carried and every try. */
export interface DeliveryRecord {
  delivery: WebhookDelivery;
  event: WebhookEvent | undefined;
  attempts: WebhookAttempt[];
}

/** The console's side of webhooks: endpoints, their delivery log, Resend and Replay since. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookEvent) private readonly events: Repository<WebhookEvent>,
    @InjectRepository(WebhookAttempt) private readonly attempts: Repository<WebhookAttempt>,
    private readonly webhookEvents: WebhookEvents,
    private readonly guard: OutboundGuard,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<{ rows: WebhookEndpoint[]; total: number }> {
    const [rows, total] = await this.endpoints.findAndCount({
      order: { [query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows, total };
  }

  async findOrThrow(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findOneBy({ id });
    if (!endpoint) throw webhookError('WEBHOOK_NOT_FOUND');
    return endpoint;
  }

  async create(input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    await this.assertReachable(input.url);
    const now = this.clock.now();
    return this.endpoints.save(
      this.endpoints.create({
        url: input.url,
        description: input.description ?? '',
        eventTypes: input.eventTypes,
        signingSecret: newSigningSecret(),
        enabled: true,
        disabledReason: null,
        failingSince: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  async update(id: number, changes: WebhookEndpointChanges): Promise<WebhookEndpoint> {
    const endpoint = await this.findOrThrow(id);
    if (changes.url !== undefined && changes.url !== endpoint.url) await this.assertReachable(changes.url);
    Object.assign(endpoint, {
      ...(changes.url !== undefined ? { url: changes.url } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.eventTypes !== undefined ? { eventTypes: changes.eventTypes } : {}),
    });
    if (changes.enabled === true && !endpoint.enabled) Object.assign(endpoint, { enabled: true, disabledReason: null, failingSince: null });
    if (changes.enabled === false) endpoint.enabled = false;
    return this.endpoints.save(endpoint);
  }

  async remove(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.findOrThrow(id);
    await this.endpoints.delete({ id });
    return endpoint;
  }

  async deliveriesOf(endpointId: number | undefined, query: ListQuery): Promise<{ rows: DeliveryRecord[]; total: number }> {
    const [deliveries, total] = await this.deliveries.findAndCount({
      where: endpointId === undefined ? {} : { endpointId },
      order: { [query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows: await this.withEventsAndAttempts(deliveries), total };
  }

  async deliveryOrThrow(id: number): Promise<DeliveryRecord> {
    const delivery = await this.deliveries.findOneBy({ id });
    if (!delivery) throw webhookError('WEBHOOK_DELIVERY_NOT_FOUND');
    return (await this.withEventsAndAttempts([delivery]))[0];
  }

  /** The delivery's event once more to its endpoint, as a new delivery (same webhook-id). */
  async resend(deliveryId: number): Promise<DeliveryRecord> {
    const { delivery } = await this.deliveryOrThrow(deliveryId);
    await this.findOrThrow(delivery.endpointId);
    await this.webhookEvents.redeliver(delivery.endpointId, [delivery.eventId]);
    const latest = await this.deliveries.findOneOrFail({
      where: { endpointId: delivery.endpointId, eventId: delivery.eventId },
      order: { id: 'DESC' },
    });
    return this.deliveryOrThrow(latest.id);
  }

  /** Every event the endpoint was sent since `since`, once more in their order: after the receiver's outage. */
  async replaySince(endpointId: number, since: Date): Promise<number> {
    await this.findOrThrow(endpointId);
    const sent = await this.deliveries.find({
      select: { eventId: true },
      where: { endpointId, createdAt: MoreThanOrEqual(since) },
      order: { id: 'ASC' },
    });
    const eventIds = [...new Set(sent.map((delivery) => delivery.eventId))];
    const existing =
      eventIds.length === 0 ? [] : await this.events.find({ select: { id: true, sequence: true }, where: { id: In(eventIds) } });
    return this.webhookEvents.redeliver(
      endpointId,
      existing.sort((a, b) => a.sequence - b.sequence).map((event) => event.id),
    );
  }

  private async assertReachable(url: string): Promise<void> {
    try {
      await this.guard.check(url);
    } catch (error) {
      if (isDomainException(error)) throw webhookError('WEBHOOK_URL_REFUSED', error.message);
      throw error;
    }
  }

  private async withEventsAndAttempts(deliveries: WebhookDelivery[]): Promise<DeliveryRecord[]> {
    const ids = deliveries.map((delivery) => delivery.id);
    const eventIds = [...new Set(deliveries.map((delivery) => delivery.eventId))];
    const events = eventIds.length === 0 ? [] : await this.events.findBy({ id: In(eventIds) });
    const attempts = ids.length === 0 ? [] : await this.attempts.find({ where: { deliveryId: In(ids) }, order: { id: 'ASC' } });
    return deliveries.map((delivery) => ({
      delivery,
      event: events.find((event) => event.id === delivery.eventId),
      attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    }));
  }
}
