import type { WebhookEvent } from './webhook-event.entity';

/** The body a receiver gets, byte for byte what is signed: the event's envelope around the resource. */
export function webhookBody(event: WebhookEvent): string {
  const envelope = { id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), sequence: event.sequence };
  return `${JSON.stringify(envelope).slice(0, -1)},"data":${event.data}}`;
}
