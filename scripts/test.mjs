// `npm test`: every check the project has, in tiers from the cheapest to the dearest, so a formatting slip fails in
// a couple of minutes rather than after the browser tests. Steps run two at a time (two cores are the smallest machine
// we support); a step's output is shown whole when it ends. The static, build and unit tiers share one pool, longest
// step first, so neither core waits while ESLint finishes alone. A failing step stops the run once the steps already
// running end, and a table of wall times ends every run. `npm test -- unit api` runs only the named tiers.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { galeraMissing } from './galera-requirements.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Why this machine cannot run the Galera cluster test (its cluster, and Redis for its instances), or null. */
const clusterTestMissing = () => galeraMissing() ?? (process.env.TEST_REDIS_URL ? null : 'TEST_REDIS_URL is not set');

const tiers = [
  // `seconds`: about what the step took in a clean-clone CI run (2026-11-28), to start the longest first in a pool.
  {
    name: 'static',
    pool: 'checks',
    steps: [
      { name: 'format', command: 'npm run format:check', seconds: 29 },
      { name: 'lint', command: 'npm run lint', seconds: 115 },
      { name: 'typecheck', command: 'npm run typecheck', seconds: 69 },
    ],
  },
  {
    name: 'build',
    pool: 'checks',
    steps: [
      { name: 'server', command: 'npm run build -w server', seconds: 11 },
      { name: 'customer-web', command: 'npm run build -w customer-web', seconds: 11 },
      { name: 'admin-web', command: 'npm run build -w admin-web', seconds: 11 },
    ],
  },
  {
    name: 'unit',
    pool: 'checks',
    steps: [
      { name: 'server layers', command: 'npm run layers -w server', seconds: 3 },
      { name: 'server unit', command: 'npx jest --selectProjects unit', cwd: 'server', seconds: 9 },
      { name: 'customer-web', command: 'npm test -w customer-web', seconds: 37 },
      { name: 'admin-web', command: 'npm test -w admin-web', seconds: 19 },
      { name: 'api client', command: 'npm test -w @home-kitchen/api', seconds: 2 },
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
  const label = `${step.tier} ${step.name}`;
  const reason = step.unavailable?.();
  if (reason) {
    process.stdout.write(`── ${label}: skipped, ${reason}\n`);
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
      const ended = Date.now();
      const result = { ...step, ok: code === 0, started, ended, ms: ended - started };
      const heading = `── ${label}: ${result.ok ? 'passed' : `FAILED (exit ${code})`} in ${clock(result.ms)}`;
      process.stdout.write(showLive ? `${heading}\n` : `${heading}\n${output}\n`);
      resolve(result);
    });
  });
}

/** Runs the steps of one tier, or of the tiers sharing a pool, two at a time and longest first; none starts after a failure. */
async function runPool(group) {
  const steps = group.flatMap((tier) => tier.steps.map((step) => ({ ...step, tier: tier.name })));
  const showLive = steps.length === 1;
  // Array.prototype.sort is stable: steps without `seconds` keep the order they are listed in.
  const pending = steps.sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0));
  const results = [];
  const lane = async () => {
    for (let step = pending.shift(); step; step = pending.shift()) {
      const result = await runStep(step, showLive);
      results.push(result);
      if (!result.ok) pending.length = 0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, steps.length) }, lane));
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

/** From the first of these steps' start to the last one's end (tiers of one pool overlap). */
function span(results) {
  const ran = results.filter((result) => !result.skipped);
  return ran.length === 0 ? 0 : Math.max(...ran.map((result) => result.ended)) - Math.min(...ran.map((result) => result.started));
}

/** The selected tiers, with those that share a pool and follow each other put together. */
function groups(selected) {
  const grouped = [];
  for (const tier of selected) {
    const last = grouped.at(-1);
    if (tier.pool && last?.[0].pool === tier.pool) last.push(tier);
    else grouped.push([tier]);
  }
  return grouped;
}

const runStarted = Date.now();
const rows = [];
let failed = false;
for (const group of groups(tiers.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name)))) {
  for (const tier of group) process.stdout.write(`\n══ ${tier.name}: ${tier.steps.map((step) => step.name).join(', ')}\n`);
  const results = await runPool(group);
  for (const tier of group) {
    const ran = results.filter((result) => result.tier === tier.name);
    const status = ran.some((result) => !result.ok) ? 'FAILED' : ran.length < tier.steps.length ? 'not finished' : 'passed';
    rows.push({ label: tier.name, time: clock(span(ran)), status });
    for (const result of ran) {
      rows.push({ label: `  ${result.name}`, time: clock(result.ms), status: result.skipped ? 'skipped' : result.ok ? '' : 'FAILED' });
    }
  }
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
rows.push({ label: 'total', time: clock(Date.now() - runStarted), status: failed ? 'FAILED' : 'passed' });
printTable(rows);
process.exit(failed ? 1 : 0);
