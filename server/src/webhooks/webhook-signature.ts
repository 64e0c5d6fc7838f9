import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: whsec_ and the base64 of the key bytes. */
const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The Standard Webhooks headers for one delivery: the signature is the base64 HMAC-SHA256, keyed with the secret's
 * bytes, of `<id>.<timestamp>.<body>`, so a receiver checks it with any of that specification's libraries, and the
 * timestamp inside the signed text lets it refuse an old delivery played again.
 */
export function signDelivery(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
