import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta's X-Hub-Signature-256: 'sha256=' and the hex HMAC-SHA256 of the raw body, keyed with the app secret. */
export function hubSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Compares in constant time; a missing or malformed header is simply not valid. */
export function isHubSignatureValid(rawBody: string | Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(hubSignature(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
