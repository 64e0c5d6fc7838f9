import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { announcedPort, untilHealthy } from '../support/child-server';

export const SERVER_MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

export interface ServerProcess {
  name: string;
  url: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request and mid-transaction, as in a crash or an OOM kill. */
  crash(): Promise<void>;
}

/**
 * Runs the built server (node server/dist/main.js) as its own process on a port the system chooses, and waits until
 * it says which and /api/v1/health answers there.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build -w server)`);
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  let url: string;
  try {
    url = `http://127.0.0.1:${await announcedPort(child, () => output, 60_000)}`;
    await untilHealthy(child, () => output, url, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`Instance ${name} did not start: ${(error as Error).message}`, { cause: error });
  }
  return {
    name,
    url,
    output: () => output,
    stop,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface EventStream {
  /** Resolves with the data of the first event named `event` whose data passes `matches`. */
  next<T>(event: string, matches: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** A Server-Sent Events client (what EventSource does in the browser), reading one stream. */
export async function openEventStream(url: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`Event stream ${url} answered ${response.status}`);
  const received: { event: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Closed by close().
    }
  })();
  return {
    next: <T>(event: string, matches: (data: T) => boolean, timeoutMs = 10_000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = received.find((message) => message.event === event && matches(message.data as T));
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found.data as T);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No "${event}" event matched within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
