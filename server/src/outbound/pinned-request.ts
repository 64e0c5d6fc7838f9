import { Agent as HttpAgent, IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, globalAgent as httpsGlobalAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './host-resolver';

/** A URL that OutboundGuard.check let through, and the addresses it checked: the only ones a connection may use. */
export interface OutboundTarget {
  url: URL;
  /** The host as the request names it (Host header, TLS server name): lower case, no brackets, no trailing dot. */
  hostname: string;
  addresses: ResolvedAddress[];
}

export interface OutboundRequest {
  method: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
}

/** What came back. A redirect is an answer like any other: its Location is never followed. */
export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most maxAnswerBytes of the body. */
  body: Buffer;
  /** The body went on past maxAnswerBytes; the rest was not read. */
  truncated: boolean;
}

export interface OutboundLimits {
  /** From the start of the connection to its TCP (http) or TLS (https) handshake being done. */
  connectMs: number;
  /** From the name's lookup to the last byte read. */
  totalMs: number;
  maxAnswerBytes: number;
}

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = { connectMs: 5_000, totalMs: 10_000, maxAnswerBytes: 64 * 1024 };

/** Answers every lookup of the connection with the checked addresses, so a DNS answer changed since the check is never used. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/**
 * An agent whose connections go only to the target's checked addresses, for a library that takes an agent (web-push's
 * `agent` option, say); the TLS server name and the certificate check still use the host name. One agent per target:
 * it keeps no connection alive for anything else to reuse.
 */
export function pinnedAgent(target: OutboundTarget): HttpAgent {
  const lookup = pinnedLookup(target.addresses);
  if (target.url.protocol === 'http:') return new HttpAgent({ lookup, keepAlive: false });
  // Certificates the process's default agent trusts beyond the usual roots (the test push service's) are trusted here too.
  return new HttpsAgent({ lookup, keepAlive: false, ca: httpsGlobalAgent.options.ca });
}

/**
 * Sends one request over a pinned connection and reads at most maxAnswerBytes of the answer. Fails when the
 * connection is not made within connectMs, or with the signal's reason once it aborts (the caller's total deadline).
 */
export function sendPinned(
  target: OutboundTarget,
  request: OutboundRequest,
  limits: OutboundLimits,
  signal: AbortSignal,
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const fail = (error: Error) => settle(() => reject(signal.aborted ? (signal.reason as Error) : error));

    const secure = target.url.protocol === 'https:';
    const outgoing = (secure ? httpsRequest : httpRequest)(
      {
        agent: pinnedAgent(target),
        hostname: target.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: request.method,
        headers: request.headers,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = (truncated: boolean) => ({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          truncated,
        });
        response.on('data', (chunk: Buffer) => {
          const room = limits.maxAnswerBytes - size;
          if (chunk.length <= room) {
            chunks.push(chunk);
            size += chunk.length;
            return;
          }
          chunks.push(chunk.subarray(0, room));
          settle(() => resolve(answer(true)));
          outgoing.destroy();
        });
        response.on('end', () => settle(() => resolve(answer(false))));
        response.on('error', fail);
        response.on('close', () => fail(new Error(`${target.hostname} closed the connection before the answer was complete`)));
      },
    );
    outgoing.once('socket', (socket) => {
      const timer = setTimeout(
        () => outgoing.destroy(new Error(`${target.hostname} did not accept a connection within ${limits.connectMs} ms`)),
        limits.connectMs,
      );
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
