import type { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity';
import type { DeliveryRecord } from '../webhooks/webhook-endpoints.service';
import type { WebhookDeliveryDto, WebhookEndpointDto } from './dto/webhook.dto';

export function mapWebhookEndpoint(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

export function mapWebhookDelivery({ delivery, event, attempts }: DeliveryRecord): WebhookDeliveryDto {
  const state = delivery.outcome ?? 'PENDING';
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: event?.type ?? null,
    sequence: event?.sequence ?? null,
    state,
    attemptCount: attempts.length,
    nextAttemptAt: state === 'PENDING' && attempts.length > 0 ? delivery.nextAttemptAt.toISOString() : null,
    createdAt: delivery.createdAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      status: attempt.status,
      durationMs: attempt.durationMs,
      excerpt: attempt.excerpt,
    })),
  };
}
