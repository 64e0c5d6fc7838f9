// Proves the committed tree on a supported Node.js LTS, the way a fresh machine (or the Docker image) meets it:
// installs official Node binaries from the npm registry's `node` package into a scratch folder, copies the
// committed files there, runs `npm ci` and `npm start` under that Node (so better-sqlite3 is compiled for it and the
// first start builds all three parts), then registers a customer with the code from the server log and places an
// order. Usage: node scripts/lts-smoke.mjs [major]   (default: the Docker image's major, 24)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = process.argv[2] ?? '24';
const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), `hk-node${major}-`));
const app = join(scratch, 'app');

function step(text) {
  process.stdout.write(`[node ${major} smoke] ${text}\n`);
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

async function call(base, method, path, body, token) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  step(`installing Node ${major} from the npm registry into ${scratch}`);
  run('npm', ['install', '--prefix', join(scratch, 'node'), `node@${major}`, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: scratch,
  });
  // The `node` package's platform package carries the binary and the headers that native addons compile against.
  const distribution = join(scratch, 'node', 'node_modules', 'node', 'node_modules', `node-${process.platform}-${process.arch}`);
  const nodeBin = join(scratch, 'node', 'node_modules', 'node', 'bin');
  const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH}`, npm_config_nodedir: distribution };
  delete env.NODE_OPTIONS;
  const version = execFileSync(join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  step(`using ${version}`);

  step('copying the committed tree (git archive HEAD)');
  mkdirSync(app);
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${app}"`]);

  step('npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, env });

  step('npm start on a port the system chooses (the first start builds the three parts)');
  let log = '';
  const server = spawn('npm', ['start'], {
    cwd: app,
    env: { ...env, PORT: '0', NODE_ENV: 'development', ADMIN_PASSWORD: 'Smoke@12345' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    // The server says which port it chose, so no other process's server can answer in its place.
    const port = await waitFor(
      async () => /Customer site: http:\/\/localhost:(\d+)\//.exec(log)?.[1],
      'the server to say its port',
      600_000,
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/v1/health`)).ok, '/api/v1/health', 60_000);
    const health = await call(base, 'GET', '/health');
    step(`health: ${JSON.stringify(health.data)}`);

    const email = `smoke-${Date.now()}@example.com`;
    await call(base, 'POST', '/auth/register', { name: 'Smoke Test', email, phone: '9876543210', password: 'Smoke@1234' });
    const code = await waitFor(
      async () => new RegExp(`E-mail to ${email}[\\s\\S]*?^\\s*(\\d{6})\\s*$`, 'm').exec(log)?.[1],
      'the verification code in the server log',
      10_000,
    );
    const verified = await call(base, 'POST', '/auth/verify-email', { email, otp: code });
    const token = verified.data.token;
    step(`registered and verified ${email}`);

    const menu = await call(base, 'GET', '/menus');
    const dish = menu.data.find((card) => card.orderable);
    if (!dish) throw new Error('The demo menu has no orderable dish');
    const order = await call(base, 'POST', '/orders', { orderItems: [{ menuScheduleId: dish.activeScheduleId, quantity: 1 }] }, token);
    if (order.data.status !== 'PENDING' || !order.data.orderRefId) throw new Error(`Unexpected order: ${JSON.stringify(order.data)}`);
    step(`placed order ${order.data.orderRefId} for ${dish.name}: the built app works on ${version}`);
  } catch (error) {
    process.stderr.write(`${log}\n`);
    throw error;
  } finally {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

main()
  .then(() => rmSync(scratch, { recursive: true, force: true }))
  .catch((error) => {
    process.stderr.write(`[node ${major} smoke] FAILED: ${error.message}\n(scratch folder kept: ${scratch})\n`);
    process.exit(1);
  });
