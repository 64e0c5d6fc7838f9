import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: what it gives the site, and the private key only it holds. */
export interface FakeBrowser {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
}

export interface DeliveredPush {
  browserId: string;
  payload: Record<string, unknown>;
  ttl: number;
  /** The VAPID public key (k=) the server signed with. */
  vapidKey: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** The service's certificate (tls/README.md); a server process that should trust it gets NODE_EXTRA_CA_CERTS=TEST_PUSH_CA. */
export const TEST_PUSH_CA = join(__dirname, 'tls', 'cert.pem');

/** Lets this process's HTTPS requests (web-push's) trust the local service's certificate besides the usual ones. */
export function trustTestPushService(): void {
  globalAgent.options.ca = [...rootCertificates, readFileSync(TEST_PUSH_CA, 'utf8')];
}

/**
 * A push service on this machine, speaking the protocol real ones speak: it takes POSTs to subscription endpoints,
 * over HTTPS with the certificate in tls/, checks the VAPID JWT (RFC 8292) against its k= key, and decrypts the aes128gcm body (RFC 8291) with the browser's
 * private key and auth secret. Browsers can be marked gone (410), and the whole service can be stopped and restarted.
 */
export class FakePushService {
  readonly delivered: DeliveredPush[] = [];
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, FakeBrowser>();
  private readonly gone = new Set<string>();
  private server?: Server;
  private port = 0;

  async start(): Promise<void> {
    const tls = { cert: readFileSync(TEST_PUSH_CA), key: readFileSync(join(__dirname, 'tls', 'key.pem')) };
    this.server = createServer(tls, (request, response) => {
      void this.receive(request).then(
        (status) => response.writeHead(status).end(),
        (error: Error) => {
          this.refused.push(error.message);
          response.writeHead(400).end(error.message);
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** A new browser subscription, as PushSubscription.toJSON() gives it. */
  newBrowser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = b64url(randomBytes(9));
    const browser = {
      id,
      endpoint: `https://127.0.0.1:${this.port}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) },
      privateKey: ecdh.getPrivateKey(),
    };
    this.browsers.set(id, browser);
    return browser;
  }

  /** From now on the service answers 410 Gone for this browser, as for an uninstalled app. */
  forget(browser: FakeBrowser): void {
    this.gone.add(browser.id);
  }

  /** Waits until the browser has received `count` messages (the server sends from a worker, after answering). */
  async waitFor(browser: FakeBrowser, count = 1, timeoutMs = 5000): Promise<DeliveredPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.for(browser).length < count) {
      if (Date.now() > deadline) throw new Error(`browser ${browser.id} got ${this.for(browser).length} of ${count} pushes`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.for(browser);
  }

  for(browser: FakeBrowser): DeliveredPush[] {
    return this.delivered.filter((push) => push.browserId === browser.id);
  }

  private async receive(request: IncomingMessage): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const browser = id ? this.browsers.get(id) : undefined;
    if (request.method !== 'POST' || !browser) return 404;
    if (this.gone.has(browser.id)) return 410;
    const body = Buffer.concat(await request.toArray());
    const vapidKey = this.checkVapid(String(request.headers.authorization ?? ''), browser.endpoint);
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
    const payload = JSON.parse(decrypt(body, browser).toString('utf8')) as Record<string, unknown>;
    this.delivered.push({ browserId: browser.id, payload, ttl: Number(request.headers.ttl), vapidKey });
    return 201;
  }

  /** 'vapid t=<JWT>, k=<key>': an ES256 JWT signed by k, for this push service's origin, not yet expired. */
  private checkVapid(header: string, endpoint: string): string {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
    if (!match) throw new Error(`authorization ${header}`);
    const [, jwt, key] = match;
    const [head, claims, signature] = jwt.split('.');
    const raw = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('VAPID signature does not verify');
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
    if (aud !== new URL(endpoint).origin) throw new Error(`VAPID aud ${aud}`);
    if (exp * 1000 < Date.now() || exp * 1000 > Date.now() + 24 * 3_600_000) throw new Error(`VAPID exp ${exp}`);
    if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID sub ${sub}`);
    return key;
  }
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, read with the browser's private key and auth secret. */
function decrypt(body: Buffer, browser: FakeBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const browserKey = Buffer.from(browser.keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(browser.keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end);
}
