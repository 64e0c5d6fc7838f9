import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUESTS_PER_TURN, RequestTurns } from './request-turns';

const request = (id: number) => ({ id }) as unknown as IncomingMessage;
const response = {} as ServerResponse;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RequestTurns', () => {
  it('starts waiting requests in arrival order, a few per turn of the event loop', async () => {
    const started: number[] = [];
    const listener = new RequestTurns().listener((incoming) => started.push((incoming as unknown as { id: number }).id));
    const count = REQUESTS_PER_TURN * 3 + 2;
    for (let id = 0; id < count; id += 1) listener(request(id), response);
    expect(started).toEqual([]);

    const perTurn: number[] = [];
    while (started.length < count) {
      const before = started.length;
      await nextTurn();
      perTurn.push(started.length - before);
    }
    expect(perTurn).toEqual([REQUESTS_PER_TURN, REQUESTS_PER_TURN, REQUESTS_PER_TURN, 2]);
    expect(started).toEqual([...Array(count).keys()]);
  });

  it('lets timers and sockets run between turns while requests queue', async () => {
    const events: string[] = [];
    const listener = new RequestTurns().listener(() => events.push('request'));
    for (let id = 0; id < REQUESTS_PER_TURN * 2; id += 1) listener(request(id), response);
    setImmediate(() => events.push('other work'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.indexOf('other work')).toBe(REQUESTS_PER_TURN);
    expect(events.filter((event) => event === 'request')).toHaveLength(REQUESTS_PER_TURN * 2);
  });
});
