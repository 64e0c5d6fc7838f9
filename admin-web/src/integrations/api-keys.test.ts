import { describe, expect, it } from 'vitest';
import {
  API_SCOPES,
  GRACE_CHOICES,
  mayRevoke,
  mayRotate,
  newKeyPayload,
  replaceKey,
  toggleScope,
  withoutSecret,
  type ApiKey,
  type IssuedApiKey,
} from './api-keys';

const key: ApiKey = {
  id: 3,
  name: 'Counter till',
  hint: 'hk_live_3f9a0c1b2d4e_…',
  scopes: ['orders:read'],
  createdAt: '2026-11-26T04:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  useCount: 0,
  previousSecretValidUntil: null,
  status: 'ACTIVE',
};

describe('API key scopes', () => {
  it('lists every resource with read then write, in the order the server keeps them', () => {
    expect(API_SCOPES).toHaveLength(18);
    expect(API_SCOPES.slice(0, 4)).toEqual(['menu:read', 'menu:write', 'orders:read', 'orders:write']);
    expect(API_SCOPES.at(-1)).toBe('webhooks:write');
  });

  it('ticks and unticks a scope, keeping the server order and never a scope twice', () => {
    const ticked = toggleScope(['orders:read'], 'menu:read', true);
    expect(ticked).toEqual(['menu:read', 'orders:read']);
    expect(toggleScope(ticked, 'menu:read', true)).toEqual(['menu:read', 'orders:read']);
    expect(toggleScope(ticked, 'orders:read', false)).toEqual(['menu:read']);
  });
});

describe('the New key form', () => {
  it('sends the trimmed name, the scopes in order and no expiry when none was picked', () => {
    expect(newKeyPayload({ name: '  Counter till ', scopes: ['orders:read', 'menu:read'], expiresAt: '' })).toEqual({
      name: 'Counter till',
      scopes: ['menu:read', 'orders:read'],
    });
  });

  it('sends the expiry instant the picker gives', () => {
    expect(newKeyPayload({ name: 'Till', scopes: ['menu:read'], expiresAt: '2027-03-31T18:29:00.000Z' })).toEqual({
      name: 'Till',
      scopes: ['menu:read'],
      expiresAt: '2027-03-31T18:29:00.000Z',
    });
  });
});

describe('rotate and revoke', () => {
  it('offers rotation only on a working key, and revocation until it is revoked', () => {
    expect([mayRotate(key), mayRotate({ status: 'EXPIRED' }), mayRotate({ status: 'REVOKED' })]).toEqual([true, false, false]);
    expect([mayRevoke(key), mayRevoke({ status: 'EXPIRED' }), mayRevoke({ status: 'REVOKED' })]).toEqual([true, true, false]);
  });

  it('offers grace periods the server accepts, from at once to a week', () => {
    expect(GRACE_CHOICES.map((choice) => choice.minutes)).toEqual([0, 60, 1440, 10080]);
  });

  it("replaces a row with the server's answer and never keeps a rotated key's secret", () => {
    const other = { ...key, id: 4, name: 'Swift Deliveries' };
    const rotated: IssuedApiKey = { ...key, previousSecretValidUntil: '2026-11-26T05:30:00.000Z', secret: 'hk_live_3f9a0c1b2d4e_new' };
    const rows = replaceKey([key, other], rotated);
    expect(rows[0]).toEqual({ ...key, previousSecretValidUntil: '2026-11-26T05:30:00.000Z' });
    expect('secret' in rows[0]).toBe(false);
    expect(rows[1]).toBe(other);
    expect(withoutSecret(key)).toBe(key);
  });
});
