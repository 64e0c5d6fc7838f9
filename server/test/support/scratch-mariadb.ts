import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { onFreePort, untilAnswered } from './child-server';

/**
 * A MariaDB server of the test's own — own port, own data directory — that the test may kill, freeze and
 * restart. Outage and crash tests use it; the shared server on 3306 is never touched.
 */
export interface ScratchMariaDb {
  /** `mysql://root@127.0.0.1:<port>/<database>` */
  url: string;
  port: number;
  /** SIGKILL: the server dies mid-whatever, as in a power cut. InnoDB recovers on the next start. */
  kill(): Promise<void>;
  /** SIGSTOP: the server holds every connection open and answers nothing. */
  freeze(): void;
  thaw(): void;
  /** Starts it again on the same port and data directory (after kill). */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  destroy(): Promise<void>;
}

const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];
const SERVER = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];

export function scratchMariaDbAvailable(): boolean {
  return INSTALL_DB.some(existsSync) && SERVER.some(existsSync);
}

/** Waits for this process's own 'ready for connections' (another server may hold the port), then for a connection. */
async function waitUntilAnswering(port: number, process: ChildProcess, log: () => string): Promise<void> {
  await untilAnswered(process, log, 'say it is ready for connections', () => (/ready for connections/.test(log()) ? true : undefined));
  await untilAnswered(process, log, `answer on ${port}`, () =>
    createConnection({ host: '127.0.0.1', port, user: 'root' }).then(
      (connection) => connection.end().then(() => true),
      () => undefined,
    ),
  );
}

export async function startScratchMariaDb(database = 'kitchen'): Promise<ScratchMariaDb> {
  const installDb = INSTALL_DB.find(existsSync);
  const serverBinary = SERVER.find(existsSync);
  if (!installDb || !serverBinary) throw new Error('mariadbd is not installed (apt-get install -y mariadb-server)');
  const root = mkdtempSync(join(tmpdir(), 'hk-mariadb-'));
  const dataDir = join(root, 'data');
  // As root, mariadbd insists on being told to run as root rather than as the mysql user.
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const installed = spawnSync(
    installDb,
    ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) throw new Error(`mariadb-install-db failed: ${installed.stderr}`);
  let port = 0;
  let server: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    server = spawn(
      serverBinary,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--port=${port}`,
        `--socket=${join(root, 'mysqld.sock')}`,
        `--pid-file=${join(root, 'mysqld.pid')}`,
        '--bind-address=127.0.0.1',
        '--innodb-buffer-pool-size=32M',
        '--skip-log-bin',
        ...asRoot,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    await waitUntilAnswering(port, server, () => output);
  };

  const kill = async () => {
    const running = server;
    // A killed process has a signalCode and no exitCode; its 'exit' has already fired.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill('SIGCONT');
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await onFreePort(async (probed) => {
    port = probed;
    await start();
  });
  const admin = await createConnection({ host: '127.0.0.1', port, user: 'root' });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();

  return {
    url: `mysql://root@127.0.0.1:${port}/${database}`,
    port,
    kill,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    start,
    destroy: async () => {
      await kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
