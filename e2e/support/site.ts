import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announcedPort, onFreePort, untilHealthy } from '../../server/test/support/child-server';
import { waitFor } from '../../server/test/support/eventually';
import { MailCatcher } from '../../server/test/support/mail-catcher';
import { watchSite } from './watched';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const serverRequire = createRequire(join(repositoryRoot, 'server', 'package.json'));
export const E2E_ADMIN = { email: 'admin@kitchen.test', password: 'Admin@12345' };

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export interface Site {
  url: string;
  /** The server process, for CPU measurements. */
  pid: number;
  databaseUrl: string;
  mail: MailCatcher;
  adminToken(): Promise<string>;
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  /** Runs one statement on the site's SQLite file: how a test moves a deadline into the past instead of waiting for it. */
  sql(statement: string, ...parameters: unknown[]): void;
  /**
   * The page at `path` (/menu, a dish page) once the server has drawn it with the menu: it draws each such page once
   * per menu version, and a request that comes while it draws goes with the data alone.
   */
  drawnPage(path: string): Promise<string>;
  /** What the server printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Runs the built server (server/dist/main.js, serving the built SPAs) on a free port with a fresh
 * SQLite file, the demo seed, a known admin and an in-process SMTP server catching every e-mail.
 */
export async function startSite(
  options: {
    env?: Record<string, string>;
    nodeArgs?: string[];
    /** Another checkout whose server and sites are built, to measure an older build beside this one. */
    root?: string;
  } = {},
): Promise<Site> {
  const root = options.root ?? repositoryRoot;
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-e2e-'));
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  let output = '';
  const launch = async (port: number) => {
    output = '';
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(root, 'server', 'dist', 'main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: `sqlite:${dataDir}/kitchen.sqlite`,
        DATA_DIR: dataDir,
        SMTP_URL: smtpUrl,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SEED_DEMO: 'true',
        JWT_SECRET: 'browser-test-secret-that-is-long-enough-1234',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    try {
      const url = `http://127.0.0.1:${await announcedPort(child, () => output)}`;
      await untilHealthy(child, () => output, url);
      return { server: child, url };
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  };
  // Our build is given port 0 and says which port the system chose, so two test files can never be given the same
  // one; an older build (options.root) says the port it was given, so it is given one probed free.
  const { server, url } = options.root ? await onFreePort(launch) : await launch(0);

  const api = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse<T>> => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  let adminToken: string | undefined;
  const unwatch = watchSite(url, () => output);

  return {
    url,
    pid: server.pid ?? 0,
    databaseUrl: options.env?.DATABASE_URL ?? `sqlite:${dataDir}/kitchen.sqlite`,
    mail,
    api,
    sql: (statement, ...parameters) => {
      const Database = serverRequire('better-sqlite3') as typeof import('better-sqlite3');
      const db = new Database(`${dataDir}/kitchen.sqlite`, { timeout: 5_000 });
      try {
        db.prepare(statement).run(...parameters);
      } finally {
        db.close();
      }
    },
    log: () => output,
    drawnPage: async (path) => {
      const read = async () => (await fetch(`${url}${path}`)).text();
      const html = await waitFor(read, (page) => page.includes('data-drawn-with-data'), 15_000);
      if (!html.includes('data-drawn-with-data')) throw new Error(`${path} was not drawn with the menu within 15 s`);
      return html;
    },
    adminToken: async () => {
      if (!adminToken) {
        const login = await api<{ data: { token: string } }>('POST', '/auth/login', E2E_ADMIN);
        if (login.status !== 200) throw new Error(`Admin login failed: ${JSON.stringify(login.body)}`);
        adminToken = login.body.data.token;
      }
      return adminToken;
    },
    stop: async () => {
      unwatch();
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
