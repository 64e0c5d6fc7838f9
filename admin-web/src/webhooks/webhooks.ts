/**
 * Webhook endpoints and their delivery log as the console shows them: the wire types (generated from the server's
 * DTOs), the event types in the server's order, and the small rules the pages follow.
 */
import type { Schemas } from '@home-kitchen/api';
import { formatDateTime } from '../lib/format';

export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
/** An endpoint just registered: the only answer that carries its signing secret. */
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpointDto'];
export type WebhookEndpointInput = Schemas['WebhookEndpointInputDto'];
export type WebhookEndpointChanges = Schemas['WebhookEndpointUpdateDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type WebhookAttempt = Schemas['WebhookAttemptDto'];
export type DeliveryState = WebhookDelivery['state'];
export type WebhookEventType = WebhookEndpoint['eventTypes'][number];

/** Every event an endpoint can subscribe to, in the order the server lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.status_changed',
  'order.cancelled',
  'order.refunded',
  'menu.changed',
  'review.created',
  'waitlist.released',
  'schedule.changed',
] as const;

// Fails to compile when the server adds or drops an event type that this list does not follow.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const eventTypesFollowTheServer: Same<(typeof WEBHOOK_EVENT_TYPES)[number], WebhookEventType> = true;
void eventTypesFollowTheServer;

/** The message key of the line saying what an event means ('order.placed' -> hk.webhooks.events.order_placed). */
export function eventMeaningKey(eventType: WebhookEventType): string {
  return `hk.webhooks.events.${eventType.replace(/\./g, '_')}`;
}

/** The event types with one ticked or unticked, kept in the server's order and without repeats. */
export function toggleEventType(chosen: readonly WebhookEventType[], eventType: WebhookEventType, ticked: boolean): WebhookEventType[] {
  return WEBHOOK_EVENT_TYPES.filter((candidate) => (candidate === eventType ? ticked : chosen.includes(candidate)));
}

export interface EndpointForm {
  url?: string;
  description?: string | null;
  eventTypes?: readonly WebhookEventType[];
}

/** The body of POST /admin/webhooks (and of the page's PUT): URL and description trimmed, event types in order. */
export function endpointPayload(form: EndpointForm): WebhookEndpointInput & { description: string } {
  const chosen = form.eventTypes ?? [];
  return {
    url: (form.url ?? '').trim(),
    description: (form.description ?? '').trim(),
    eventTypes: WEBHOOK_EVENT_TYPES.filter((eventType) => chosen.includes(eventType)),
  };
}

/** The message key of a delivery's state: a pending delivery that has failed a try is being retried. */
export function deliveryStateKey(delivery: Pick<WebhookDelivery, 'state' | 'attemptCount'>): string {
  if (delivery.state === 'PENDING') return delivery.attemptCount > 0 ? 'hk.webhooks.states.RETRYING' : 'hk.webhooks.states.PENDING';
  return `hk.webhooks.states.${delivery.state}`;
}

export const STATE_COLORS: Record<DeliveryState, 'default' | 'success' | 'error' | 'warning'> = {
  PENDING: 'warning',
  DELIVERED: 'success',
  GAVE_UP: 'error',
};

/** A try's answer in a few words: the HTTP status, or null when nothing answered (timeout, refused). */
export function attemptSucceeded(attempt: Pick<WebhookAttempt, 'status'>): boolean {
  return attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
}

/** '84 ms', '1.2 s', '10 s'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}

/** Only a pending delivery has a next try. */
export function nextTry(delivery: Pick<WebhookDelivery, 'state' | 'nextAttemptAt'>): string {
  return delivery.state === 'PENDING' ? formatDateTime(delivery.nextAttemptAt) : '';
}

/** How often the log reads the server again: soon while something is on its way, now and then otherwise. */
export function logRefreshMs(deliveries: readonly Pick<WebhookDelivery, 'state'>[] | undefined): number {
  return deliveries?.some((delivery) => delivery.state === 'PENDING') ? 2_000 : 10_000;
}

/**
 * Catches a typo before the server is asked (the server decides which addresses it accepts, https and public, and
 * says why it refuses one): the message key, or undefined for a whole http(s) address or an empty field.
 */
export function validateUrlShape(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return /^https?:\/\/[^\s/]+\S*$/i.test(value.trim()) ? undefined : 'hk.webhooks.urlInvalid';
}
