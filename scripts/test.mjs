// `npm test`: every check the project has, in tiers from the cheapest to the dearest, so a formatting slip fails in
// seconds rather than after the browser tests. A tier's steps run side by side (two cores are the smallest machine
// we support); a step's output is shown whole when it ends. The first failing tier stops the run, and a table of wall
// times ends every run. `npm test -- unit api` runs only the named tiers.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { galeraMissing } from './galera-requirements.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Why this machine cannot run the Galera cluster test (its cluster, and Redis for its instances), or null. */
const clusterTestMissing = () => galeraMissing() ?? (process.env.TEST_REDIS_URL ? null : 'TEST_REDIS_URL is not set');

const tiers = [
  {
    name: 'static',
    steps: [
      { name: 'format', command: 'npm run format:check' },
      { name: 'lint', command: 'npm run lint' },
      { name: 'typecheck', command: 'npm run typecheck' },
    ],
  },
  {
    name: 'build',
    steps: [
      { name: 'server', command: 'npm run build -w server' },
      { name: 'customer-web', command: 'npm run build -w customer-web' },
      { name: 'admin-web', command: 'npm run build -w admin-web' },
    ],
  },
  {
    name: 'unit',
    steps: [
      { name: 'server layers', command: 'npm run layers -w server' },
      { name: 'server unit', command: 'npx jest --selectProjects unit', cwd: 'server' },
      { name: 'customer-web', command: 'npm test -w customer-web' },
      { name: 'admin-web', command: 'npm test -w admin-web' },
      { name: 'api client', command: 'npm test -w @home-kitchen/api' },
    ],
  },
  {
    name: 'api',
    steps: [
      { name: 'server on SQLite', command: 'npx jest --selectProjects api', cwd: 'server' },
      { name: 'server on MySQL', command: 'node test/mysql-leg.mjs', cwd: 'server' },
      // Listed last, so it takes the lane of the first leg to finish; its own cluster, never the MariaDB on 3306.
      {
        name: 'Galera cluster',
        command: 'timeout --kill-after=30 300 node scripts/galera-cluster.mjs run -- npx jest -c server/test/cluster/jest.config.json',
        unavailable: clusterTestMissing,
      },
    ],
  },
  {
    name: 'browser',
    steps: [{ name: 'Chromium', command: 'npm run test:browser' }],
  },
];

/** How many steps of one tier run at once. */
const SIDE_BY_SIDE = 2;

function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function runStep(step, showLive) {
  const reason = step.unavailable?.();
  if (reason) {
    process.stdout.write(`── ${step.name}: skipped, ${reason}\n`);
    return Promise.resolve({ ...step, ok: true, skipped: reason, ms: 0 });
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      cwd: join(root, step.cwd ?? '.'),
      shell: true,
      stdio: showLive ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const result = { ...step, ok: code === 0, ms: Date.now() - started };
      const heading = `── ${step.name}: ${result.ok ? 'passed' : `FAILED (exit ${code})`} in ${clock(result.ms)}`;
      process.stdout.write(showLive ? `${heading}\n` : `${heading}\n${output}\n`);
      resolve(result);
    });
  });
}

async function runTier(tier) {
  const showLive = tier.steps.length === 1;
  const pending = [...tier.steps];
  const results = [];
  const lane = async () => {
    for (let step = pending.shift(); step; step = pending.shift()) results.push(await runStep(step, showLive));
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, tier.steps.length) }, lane));
  return results;
}

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.label.length));
  process.stdout.write('\nTier times (wall clock)\n');
  for (const row of rows) process.stdout.write(`  ${row.label.padEnd(width)}  ${row.time.padStart(6)}  ${row.status}\n`);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !tiers.some((tier) => tier.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown tier ${unknown.join(', ')}; the tiers are ${tiers.map((tier) => tier.name).join(', ')}.\n`);
  process.exit(2);
}

const runStarted = Date.now();
const rows = [];
let failed = false;
for (const tier of tiers.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
  process.stdout.write(`\n══ ${tier.name}: ${tier.steps.map((step) => step.name).join(', ')}\n`);
  const tierStarted = Date.now();
  const results = await runTier(tier);
  const tierFailed = results.some((result) => !result.ok);
  rows.push({ label: tier.name, time: clock(Date.now() - tierStarted), status: tierFailed ? 'FAILED' : 'passed' });
  for (const result of results) {
    const status = result.skipped ? 'skipped' : result.ok ? '' : 'FAILED';
    rows.push({ label: `  ${result.name}`, time: clock(result.ms), status });
  }
  if (tierFailed) {
    failed = true;
    break;
  }
}
rows.push({ label: 'total', time: clock(Date.now() - runStarted), status: failed ? 'FAILED' : 'passed' });
printTable(rows);
process.exit(failed ? 1 : 0);
