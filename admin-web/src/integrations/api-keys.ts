/**
 * Integrators' API keys as the console shows and edits them: the wire types (generated from the server's DTOs), the
 * scopes grouped by resource, and the texts a key's row needs.
 */
import type { Schemas } from '@home-kitchen/api';
import { formatDateTime } from '../lib/format';

export type ApiKey = Schemas['ApiKeyDto'];
/** A key just made or rotated: the only answer that carries its secret. */
export type IssuedApiKey = Schemas['IssuedApiKeyDto'];
export type ApiKeyStatus = ApiKey['status'];
export type ApiScope = ApiKey['scopes'][number];

export interface NewApiKey {
  name: string;
  scopes: ApiScope[];
  expiresAt?: string;
}

/** The admin resources a key may reach, in the order the form lists them (the server's order of scopes). */
export const API_RESOURCES = ['menu', 'orders', 'customers', 'reviews', 'promotions', 'settings', 'reports', 'keys', 'webhooks'] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
export const API_VERBS = ['read', 'write'] as const;
export type ApiVerb = (typeof API_VERBS)[number];

// Fails to compile when the server adds or drops a scope that this list does not follow.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const scopesFollowTheServer: Same<`${ApiResource}:${ApiVerb}`, ApiScope> = true;
void scopesFollowTheServer;

export function scopeOf(resource: ApiResource, verb: ApiVerb): ApiScope {
  return `${resource}:${verb}`;
}

/** Every scope in the server's order: menu:read, menu:write, orders:read… */
export const API_SCOPES: ApiScope[] = API_RESOURCES.flatMap((resource) => API_VERBS.map((verb) => scopeOf(resource, verb)));

/** The scopes with one ticked or unticked, kept in the server's order and without repeats. */
export function toggleScope(scopes: readonly ApiScope[], scope: ApiScope, ticked: boolean): ApiScope[] {
  return API_SCOPES.filter((candidate) => (candidate === scope ? ticked : scopes.includes(candidate)));
}

/** The body of POST /admin/api-keys from the form: the name trimmed, scopes in order, the expiry only when one is set. */
export function newKeyPayload(form: { name?: string; scopes?: readonly ApiScope[]; expiresAt?: string | null }): NewApiKey {
  const chosen = form.scopes ?? [];
  const payload: NewApiKey = { name: (form.name ?? '').trim(), scopes: API_SCOPES.filter((scope) => chosen.includes(scope)) };
  if (form.expiresAt) payload.expiresAt = form.expiresAt;
  return payload;
}

/** How long a rotated-out secret keeps working, as the rotate dialog offers it (the server takes 0 to a week). */
export const GRACE_CHOICES = [
  { minutes: 0, label: 'hk.integrations.graceNow' },
  { minutes: 60, label: 'hk.integrations.graceHour' },
  { minutes: 24 * 60, label: 'hk.integrations.graceDay' },
  { minutes: 7 * 24 * 60, label: 'hk.integrations.graceWeek' },
] as const;

export const DEFAULT_GRACE_MINUTES = 60;

/** Rotating a revoked key is refused and an expired one would stay expired; only a working key gets a new secret. */
export function mayRotate(key: Pick<ApiKey, 'status'>): boolean {
  return key.status === 'ACTIVE';
}

export function mayRevoke(key: Pick<ApiKey, 'status'>): boolean {
  return key.status !== 'REVOKED';
}

/** A key's dates as a row shows them; an empty text when there is none, for the caller's 'Never'. */
export function keyDates(key: Pick<ApiKey, 'createdAt' | 'lastUsedAt' | 'expiresAt' | 'previousSecretValidUntil'>) {
  return {
    created: formatDateTime(key.createdAt),
    lastUsed: formatDateTime(key.lastUsedAt),
    expires: formatDateTime(key.expiresAt),
    previousSecretUntil: formatDateTime(key.previousSecretValidUntil),
  };
}

/** The key without its secret: what may stay in the list's cache once the secret dialog has shown it. */
export function withoutSecret(key: IssuedApiKey | ApiKey): ApiKey {
  if (!('secret' in key)) return key;
  // Everything but the secret.
  const { secret, ...rest } = key;
  return rest;
}

/** The list's rows with one key replaced by the server's newer answer (revoked, rotated), so the row changes at once. */
export function replaceKey(rows: readonly ApiKey[], changed: ApiKey): ApiKey[] {
  const fresh = withoutSecret(changed);
  return rows.map((row) => (row.id === fresh.id ? fresh : row));
}
