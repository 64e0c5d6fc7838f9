import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Helpers for the servers tests start as processes of their own: ours (server/dist/main.js), a scratch MariaDB, a
 * scratch Redis. A port probed free can be taken by anything else on the machine before the server binds it (an
 * outgoing connection, another test file's server), and then whatever holds it answers for the server. So our server
 * is given port 0 and says which port the system chose; servers that must be told a port are started on another one
 * when theirs was taken; and each waits for its own process's word that it listens.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server that must be told its port on one probed free, and again on another if the first was taken before
 * the server could bind it (`start` fails with the server's output, which then says 'Address already in use').
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !/address already in use/i.test((error as Error).message)) throw error;
    }
  }
}

/**
 * Asks `probe` every 100 ms until it answers something (not undefined), and fails with the process's output if the
 * process ends first or `timeoutMs` passes.
 */
export async function untilAnswered<T>(
  child: ChildProcess,
  output: () => string,
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The process ended (${child.exitCode ?? child.signalCode}) before it would ${what}:\n${output()}`);
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`The process did not ${what} within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The port our server says it listens on ("Customer site: http://localhost:<port>/"): the system's choice under PORT=0. */
export function announcedPort(child: ChildProcess, output: () => string, timeoutMs?: number): Promise<number> {
  return untilAnswered(
    child,
    output,
    'say which port it listens on',
    () => {
      const printed = /Customer site: http:\/\/localhost:(\d+)\//.exec(output());
      return printed ? Number(printed[1]) : undefined;
    },
    timeoutMs,
  );
}

/** Waits until the server at `url` answers GET /api/v1/health with 200. */
export function untilHealthy(child: ChildProcess, output: () => string, url: string, timeoutMs?: number): Promise<true> {
  return untilAnswered(
    child,
    output,
    'answer /api/v1/health',
    () =>
      fetch(`${url}/api/v1/health`).then(
        (response) => response.ok || undefined,
        () => undefined,
      ),
    timeoutMs,
  );
}
