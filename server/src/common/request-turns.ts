import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Requests started per turn of the event loop. */
export const REQUESTS_PER_TURN = 8;

/**
 * Starts requests a few per turn of the event loop, in arrival order. On SQLite a request is answered without
 * waiting on any I/O, so all the requests that one poll of the sockets read would otherwise run back to back
 * before the loop turned again; libuv accepts one new connection per turn, so under load a customer opening a
 * connection waited seconds behind those already connected (docs/performance.md). Short turns keep new
 * connections and waiting requests moving together. An idle server starts a request in the same turn.
 */
export class RequestTurns {
  private readonly waiting: (() => void)[] = [];
  private turnScheduled = false;

  listener(next: RequestHandler): RequestHandler {
    return (request, response) => {
      this.waiting.push(() => next(request, response));
      this.scheduleTurn();
    };
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => this.takeTurn());
  }

  private takeTurn(): void {
    this.turnScheduled = false;
    for (const start of this.waiting.splice(0, REQUESTS_PER_TURN)) start();
    if (this.waiting.length > 0) this.scheduleTurn();
  }
}
