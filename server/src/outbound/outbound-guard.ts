import { Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { AppConfig, OutboundSettings } from '../config/app-config';
import { HostResolver, ResolvedAddress } from './host-resolver';
import { outboundError } from './outbound.exception';
import { DEFAULT_OUTBOUND_LIMITS, OutboundAnswer, OutboundLimits, OutboundRequest, OutboundTarget, sendPinned } from './pinned-request';
import { isRefusedHostName, refusedAddressKind } from './refused-destinations';

/**
 * The one way to a URL that a user or partner gave us (docs/decisions.md, "Outbound requests to user-supplied URLs"):
 * https only, no credentials in the URL, and neither a local name nor any address the name resolves to may be
 * loopback, private, link-local, unique-local, metadata, multicast or reserved, in any notation. The request then goes
 * to the checked addresses only, follows no redirect, and is bounded in time and in what it reads.
 * OUTBOUND_ALLOW_PRIVATE and OUTBOUND_ALLOW_HTTP lift the address and scheme rules for tests.
 */
@Injectable()
export class OutboundGuard {
  private readonly settings: OutboundSettings;

  constructor(
    config: AppConfig,
    private readonly resolver: HostResolver,
  ) {
    this.settings = config.outbound;
  }

  /** Resolves the URL's host and answers where a request to it may go, or throws an OUTBOUND_* error saying why not. */
  async check(rawUrl: string): Promise<OutboundTarget> {
    const url = this.parse(rawUrl);
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '');
    const literalFamily = isIP(hostname);
    if (!this.settings.allowPrivate && !literalFamily && isRefusedHostName(hostname)) {
      throw outboundError('OUTBOUND_ADDRESS_REFUSED', `the host ${hostname} is a local or internal name`);
    }
    const addresses = literalFamily ? [{ address: hostname, family: literalFamily as 4 | 6 }] : await this.resolve(hostname);
    if (!this.settings.allowPrivate) {
      for (const { address } of addresses) {
        const kind = refusedAddressKind(address);
        if (!kind) continue;
        throw outboundError(
          'OUTBOUND_ADDRESS_REFUSED',
          literalFamily ? `the host ${hostname} is a ${kind} address` : `the host ${hostname} resolves to ${address}, a ${kind} address`,
        );
      }
    }
    return { url, hostname, addresses };
  }

  /** Checks the URL, then sends the request to the checked addresses within the limits (defaults: DEFAULT_OUTBOUND_LIMITS). */
  async send(rawUrl: string, request: OutboundRequest, limits: Partial<OutboundLimits> = {}): Promise<OutboundAnswer> {
    const bounds = { ...DEFAULT_OUTBOUND_LIMITS, ...limits };
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`the request was not answered in full within ${bounds.totalMs} ms`)),
      bounds.totalMs,
    );
    try {
      const target = await untilAborted(this.check(rawUrl), deadline.signal);
      return await sendPinned(target, request, bounds, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private parse(rawUrl: string): URL {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw outboundError('OUTBOUND_URL_REFUSED', 'is not a URL');
    }
    if (url.username || url.password) throw outboundError('OUTBOUND_URL_REFUSED', 'must not carry a user name or password');
    const allowed = this.settings.allowHttp ? ['https:', 'http:'] : ['https:'];
    if (!allowed.includes(url.protocol))
      throw outboundError('OUTBOUND_URL_REFUSED', `must start with ${allowed.map((scheme) => `${scheme}//`).join(' or ')}`);
    return url;
  }

  private async resolve(hostname: string): Promise<ResolvedAddress[]> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolver.resolve(hostname);
    } catch (error) {
      throw outboundError('OUTBOUND_HOST_UNRESOLVED', hostname, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
    }
    if (addresses.length === 0) throw outboundError('OUTBOUND_HOST_UNRESOLVED', hostname, 'no address');
    return addresses;
  }
}

/** The promise, or the signal's reason once it aborts (a lookup cannot be cancelled, only stopped waiting for). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
