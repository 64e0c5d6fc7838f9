/** The parts of a Cloud API webhook ({ object, entry: [{ changes: [{ value }] }] }) the kitchen acts on. */
export interface IncomingMessage {
  id: string;
  from: string;
  /** The text the customer wrote, or '[image]' and the like for what the kitchen does not read. */
  text: string;
  profileName: string | null;
}

export interface StatusUpdate {
  id: string;
  status: 'SENT' | 'DELIVERED' | 'READ' | 'FAILED';
  at: Date;
  errorCode: number | null;
  errorTitle: string | null;
}

export interface WebhookPayload {
  messages: IncomingMessage[];
  statuses: StatusUpdate[];
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null);

/** Reads what it knows and skips the rest: Meta adds fields and kinds of change over time. Null: not JSON at all. */
export function parseWebhookPayload(rawBody: string): WebhookPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const payload: WebhookPayload = { messages: [], statuses: [] };
  if (typeof parsed !== 'object' || parsed === null) return payload;
  for (const entry of objects((parsed as Json).entry)) {
    for (const change of objects(entry.changes)) {
      const value = (change.value ?? {}) as Json;
      const names = new Map(
        objects(value.contacts).map((contact) => [contact.wa_id, text((contact.profile as Json | undefined)?.name, 100)]),
      );
      for (const message of objects(value.messages)) {
        const id = text(message.id, 128);
        const from = text(message.from, 20);
        if (!id || !from || !/^\d+$/.test(from)) continue;
        const body = text((message.text as Json | undefined)?.body, 4096) ?? `[${text(message.type, 20) ?? 'message'}]`;
        payload.messages.push({ id, from, text: body, profileName: names.get(from) ?? null });
      }
      for (const status of objects(value.statuses)) {
        const id = text(status.id, 128);
        const kind = STATUSES.find((name) => name === status.status);
        if (!id || !kind) continue;
        const seconds = Number(status.timestamp);
        const [error] = objects(status.errors);
        payload.statuses.push({
          id,
          status: kind.toUpperCase() as StatusUpdate['status'],
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          errorCode: typeof error?.code === 'number' ? error.code : null,
          errorTitle: text(error?.title, 200),
        });
      }
    }
  }
  return payload;
}
