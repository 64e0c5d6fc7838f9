import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionCheck } from '../../auth/session-check';
import type { TokenPayload } from '../../auth/token.service';
import { AppConfig } from '../../config/app-config';
import type { Role } from '../../users/user.entity';
import { OrderChange, OrderEventBus } from './order-event-bus';
import { orderError } from '../order.exception';

/** Comment lines keep proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * An open stream checks its session at least this often, besides before every event and whenever its account changes:
 * a backstop for a change whose message never arrived (Redis away on the way).
 */
export const SESSION_RECHECK_MS = 30_000;
/** One order is rarely open in more than a couple of tabs. */
export const STREAMS_PER_ORDER = 5;
/** A household or an office shares one address; far more than any of them needs. */
export const STREAMS_PER_ADDRESS = 60;

/** Who holds a stream, for its limits and for checking, while it is open, that the session still holds. */
export interface StreamOwner {
  userId: number;
  session: TokenPayload;
  address: string;
  /** The roles the stream requires (admin streams); checked again with the session. */
  roles?: Role[];
  /** The order a customer's stream follows. */
  orderId?: string;
}

interface OpenStream {
  owner: StreamOwner;
  /** Checks the session now, after whatever checks and writes are queued, and closes the stream if it no longer holds. */
  recheck(): void;
  close(): void;
}

type Message = { event: string; data: unknown };

/**
 * Server-Sent Event streams of order changes, for the customer's status page and the admin console. Streams are
 * bounded (per order, user, address and in all) and end when their session does: after logout-all, a password
 * reset, a role change or the token's expiry. The session is checked as soon as its account changes on any instance
 * (the session cache's signal, through Redis across instances), before every event, and every 30 seconds.
 */
@Injectable()
export class OrderStreamsService implements OnModuleDestroy {
  private readonly open = new Set<OpenStream>();
  private readonly stopWatchingAccounts: () => void;

  constructor(
    private readonly bus: OrderEventBus,
    private readonly sessions: SessionCheck,
    private readonly config: AppConfig,
  ) {
    this.stopWatchingAccounts = sessions.onAccountChange((changed) => {
      for (const stream of this.open) if (changed === 'any' || stream.owner.userId === changed) stream.recheck();
    });
  }

  /**
   * Takes over the response and streams `select(change)` for every change until the client leaves or the session
   * ends. `initial` is written first, so a client never misses what happened before it connected.
   */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: StreamOwner,
    select: (change: OrderChange) => Message | null,
    initial?: Message,
  ): void {
    this.admit(owner);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const write = (message: Message) => raw.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
    raw.write('retry: 5000\n\n');
    if (initial) write(initial);

    // Checks and writes run one after another, so events keep their order and none follows a failed check.
    let queue = Promise.resolve();
    const whileAuthorised = (then?: () => void) => {
      queue = queue.then(async () => {
        if (!this.open.has(stream)) return;
        if (await this.stillAuthorised(owner)) then?.();
        else stream.close();
      });
    };
    const unsubscribe = this.bus.subscribe((change) => {
      const message = select(change);
      if (message) whileAuthorised(() => write(message));
    });
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const sweep = setInterval(() => whileAuthorised(), SESSION_RECHECK_MS);
    const stream: OpenStream = {
      owner,
      recheck: () => whileAuthorised(),
      close: () => {
        if (!this.open.delete(stream)) return;
        clearInterval(heartbeat);
        clearInterval(sweep);
        unsubscribe();
        raw.end();
      },
    };
    this.open.add(stream);
    request.raw.on('close', () => stream.close());
  }

  onModuleDestroy(): void {
    this.stopWatchingAccounts();
    for (const stream of [...this.open]) stream.close();
  }

  private admit(owner: StreamOwner): void {
    if (this.open.size >= this.config.streamLimits.total) throw orderError('STREAMS_BUSY');
    let sameOrder = 0;
    let sameUser = 0;
    let sameAddress = 0;
    for (const { owner: other } of this.open) {
      if (owner.orderId && other.orderId === owner.orderId) sameOrder += 1;
      if (other.userId === owner.userId) sameUser += 1;
      if (other.address === owner.address) sameAddress += 1;
    }
    if (sameOrder >= STREAMS_PER_ORDER) throw orderError('STREAM_LIMIT_REACHED', 'for this order');
    if (sameUser >= this.config.streamLimits.perUser) throw orderError('STREAM_LIMIT_REACHED', 'for your account');
    if (sameAddress >= STREAMS_PER_ADDRESS) throw orderError('STREAM_LIMIT_REACHED', 'from your network');
  }

  private async stillAuthorised(owner: StreamOwner): Promise<boolean> {
    try {
      const user = await this.sessions.currentUser(owner.session, { fresh: true });
      return !!user && (!owner.roles || owner.roles.includes(user.role));
    } catch {
      // The database is unreachable: keep the stream; the next check decides.
      return true;
    }
  }
}
