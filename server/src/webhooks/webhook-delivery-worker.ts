import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DeliveryOutcome, OutboxDrain } from '../mail/outbox-drain';
import { OutboundGuard } from '../outbound/outbound-guard';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { webhookBody } from './webhook-body';
import { WebhookEndpointHealth } from './webhook-endpoint-health';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retries';
import { signDelivery } from './webhook-signature';

/** What one try may read of the endpoint's answer, for the log. */
const EXCERPT_BYTES = 500;
const KEEP_DELIVERIES_MS = 30 * 24 * 3_600_000;

/**
 * Sends webhook deliveries: signed (Standard Webhooks), through the outbound guard (addresses checked again at every
 * try, no redirect followed, 10 s at most, a capped read), each try logged. Any answer but 2xx is retried with
 * backoff for a little over a day; the outbox lease gives each delivery to one instance at a time.
 */
@Injectable()
export class WebhookDeliveryWorker extends OutboxDrain<WebhookDelivery> {
  constructor(
    @InjectRepository(WebhookDelivery) outbox: Repository<WebhookDelivery>,
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookEvent) private readonly events: Repository<WebhookEvent>,
    @InjectRepository(WebhookAttempt) private readonly attempts: Repository<WebhookAttempt>,
    private readonly guard: OutboundGuard,
    private readonly health: WebhookEndpointHealth,
    private readonly clock: Clock,
  ) {
    super(outbox, 'WebhookDeliveries', KEEP_DELIVERIES_MS);
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected override retryDelayMs(attempts: number): number {
    return webhookRetryDelayMs(attempts);
  }

  protected async deliverBatch(rows: WebhookDelivery[], outcome: DeliveryOutcome<WebhookDelivery>): Promise<void> {
    const endpoints = new Map((await this.endpoints.findBy({ id: In(rows.map((row) => row.endpointId)) })).map((e) => [e.id, e]));
    const events = new Map((await this.events.findBy({ id: In(rows.map((row) => row.eventId)) })).map((e) => [e.id, e]));
    for (const row of rows) {
      const endpoint = endpoints.get(row.endpointId);
      const event = events.get(row.eventId);
      if (!endpoint?.enabled || !event) {
        await this.outbox.update({ id: row.id }, { outcome: 'GAVE_UP' });
        await outcome.sent(row, endpoint ? 'The endpoint is disabled' : 'The endpoint was removed');
        continue;
      }
      const error = await this.tryOnce(row, endpoint, event);
      if (!error) {
        await this.outbox.update({ id: row.id }, { outcome: 'DELIVERED' });
        await this.health.succeeded(endpoint);
        await outcome.sent(row);
        continue;
      }
      await this.health.failed(endpoint);
      if (row.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS) {
        await this.outbox.update({ id: row.id }, { outcome: 'GAVE_UP', attempts: row.attempts + 1 });
        await outcome.sent(row, `Gave up after ${WEBHOOK_MAX_ATTEMPTS} tries: ${error}`.slice(0, 500));
      } else {
        await outcome.failed(row, new Error(error));
      }
    }
  }

  /** One signed POST; answers why it failed, or undefined when the endpoint took it (2xx). */
  private async tryOnce(row: WebhookDelivery, endpoint: WebhookEndpoint, event: WebhookEvent): Promise<string | undefined> {
    const body = webhookBody(event);
    const started = this.clock.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'HomeKitchen-Webhooks/1',
      ...signDelivery(endpoint.signingSecret, event.id, started, body),
    };
    let status: number | null = null;
    let excerpt: string;
    try {
      const answer = await this.guard.send(endpoint.url, { method: 'POST', headers, body }, { maxAnswerBytes: EXCERPT_BYTES });
      status = answer.status;
      excerpt = answer.body.toString('utf8');
    } catch (error) {
      excerpt = (error as Error).message;
    }
    await this.attempts.insert({
      deliveryId: row.id,
      attemptedAt: started,
      status,
      durationMs: Math.max(0, this.clock.now().getTime() - started.getTime()),
      excerpt: excerpt.slice(0, EXCERPT_BYTES),
    });
    if (status !== null && status >= 200 && status < 300) return undefined;
    return status === null ? excerpt : `The endpoint answered ${status}`;
  }
}
