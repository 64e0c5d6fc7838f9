import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from '../scale-out/server-process';

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
  const port = await freePort();
  let output = '';
  const server: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const running = () => server.exitCode === null && server.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (running()) process.kill(server.pid!, name);
  };

  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port, 500))) {
    if (!running() || Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(`redis-server did not answer on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
