import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every secret starts so, which lets a person (and secret scanners) recognise one: hk_live_<key id>_<secret>. */
export const API_KEY_PREFIX = 'hk_live_';
const SHAPE = /^hk_live_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewSecret {
  keyId: string;
  secret: string;
  hash: string;
}

/** SHA-256 is enough for 32 random bytes (nothing to guess); a slow password hash would only slow every call. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newSecret(keyId = randomBytes(6).toString('hex')): NewSecret {
  const secret = `${API_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return { keyId, secret, hash: hashSecret(secret) };
}

export function looksLikeApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

/** The key id inside a well-formed secret, else undefined. */
export function keyIdOf(secret: string): string | undefined {
  return SHAPE.exec(secret)?.[1];
}

export function secretMatches(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(hash, 'hex'));
}
