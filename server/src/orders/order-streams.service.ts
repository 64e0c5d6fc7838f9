import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OrderChange, OrderEventBus } from './order-event-bus';

/** Comment lines keep proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

interface OpenStream {
  close(): void;
}

/** Server-Sent Event streams of order changes, for the customer's status page and the admin console. */
@Injectable()
export class OrderStreamsService implements OnModuleDestroy {
  private readonly open = new Set<OpenStream>();

  constructor(private readonly bus: OrderEventBus) {}

  /**
   * Takes over the response and streams `select(change)` for every change until the client leaves.
   * `initial` is written first, so a client never misses what happened before it connected.
   */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    select: (change: OrderChange) => { event: string; data: unknown } | null,
    initial?: { event: string; data: unknown },
  ): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const write = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    raw.write('retry: 5000\n\n');
    if (initial) write(initial.event, initial.data);
    const unsubscribe = this.bus.subscribe((change) => {
      const message = select(change);
      if (message) write(message.event, message.data);
    });
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const stream: OpenStream = {
      close: () => {
        if (!this.open.delete(stream)) return;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      },
    };
    this.open.add(stream);
    request.raw.on('close', stream.close);
  }

  onModuleDestroy(): void {
    for (const stream of [...this.open]) stream.close();
  }
}
