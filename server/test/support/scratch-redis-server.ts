import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { onFreePort, untilAnswered } from './child-server';

/**
 * A redis-server of the test's own (own port, nothing saved) that the test may freeze and thaw. The Redis
 * outage tests use it; the shared Redis on 6379 is never touched.
 */
export interface ScratchRedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** SIGSTOP: connections are still accepted and held open, and nothing is answered. */
  freeze(): void;
  thaw(): void;
  /** Thaws it first, so it can act on SIGTERM, then stops it. */
  stop(): Promise<void>;
}

const SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export function scratchRedisServerAvailable(): boolean {
  return SERVER.some(existsSync);
}

/** Whether a Redis on `port` answers PING within `timeoutMs`. */
function answersPing(port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startScratchRedisServer(): Promise<ScratchRedisServer> {
  const binary = SERVER.find(existsSync);
  if (!binary) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  let output = '';
  const { server, port } = await onFreePort(async (probed) => {
    output = '';
    const started = spawn(binary, ['--port', String(probed), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // Its own word first, so that another Redis on the port cannot answer the PING for it.
      const ready = () => (/Ready to accept connections/.test(output) ? true : undefined);
      await untilAnswered(started, () => output, 'say it is ready', ready, 10_000);
      await untilAnswered(
        started,
        () => output,
        `answer PING on ${probed}`,
        async () => (await answersPing(probed, 500)) || undefined,
        10_000,
      );
    } catch (error) {
      started.kill('SIGKILL');
      throw error;
    }
    return { server: started, port: probed };
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const running = () => server.exitCode === null && server.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (running()) process.kill(server.pid!, name);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop: async () => {
      signal('SIGCONT');
      signal('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
      signal('SIGKILL');
    },
  };
}
