// `npm run bench`: API throughput and latency against a bare node:http baseline, and order placement under
// 100 concurrent customers, on SQLite (and MySQL when BENCH_MYSQL_URL is set). Writes docs/performance.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { startSite, type Site } from '../e2e/support';
import { openDatabase } from './database';
import { load, LoadResult, warmUp } from './load';
import { writeSection } from './performance-doc';
import { BENCH_JWT_SECRET, checkStock, seedCustomers, seedDishes, StockCheck } from './seed';

const DISHES = 50;
const CUSTOMERS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MENU_ROUNDS = 3;

/** The round with the median throughput. */
function medianRun(rounds: LoadResult[]): LoadResult {
  return [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds.length / 2)];
}

interface DatabaseRun {
  name: string;
  menus: LoadResult;
  baseline: LoadResult;
  spread: LoadResult & StockCheck;
  oneDish: LoadResult & StockCheck;
  /** The same orders through the raw driver behind bare node:http (bench/order-baseline-server.mjs). */
  orderFloor: LoadResult & StockCheck;
}

/** Headers that belong to the connection, not to the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startBaseline(response: Response): Promise<{ url: string; pid: number; stop: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'hk-bench-'));
  const file = join(folder, 'menus.json');
  const headersFile = join(folder, 'headers.json');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  });
  writeFileSync(headersFile, JSON.stringify(headers));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'baseline-server.mjs'), file, headersFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/api/v1/menus`, pid: child.pid!, stop: () => child.kill() };
}

async function startOrderBaseline(databaseUrl: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'order-baseline-server.mjs'), databaseUrl, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

function orderRequests(tokens: string[], scheduleIds: number[]) {
  let nextCustomer = 0;
  return [
    {
      method: 'POST' as const,
      path: '/api/v1/orders',
      setupRequest: (request: autocannon.Request, context: { token?: string }) => {
        context.token ??= tokens[nextCustomer++ % tokens.length];
        const scheduleId = scheduleIds[Math.floor(Math.random() * scheduleIds.length)];
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
          body: JSON.stringify({ orderItems: [{ menuScheduleId: scheduleId, quantity: 1 }], paymentMethod: 'COD' }),
        };
      },
    },
  ];
}

async function scratchMysql(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hk_bench_${randomBytes(3).toString('hex')}`;
  const server = new URL(serverUrl);
  server.pathname = '/';
  const admin = await createConnection(server.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection(server.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

async function benchDatabase(name: string, databaseUrl?: string): Promise<DatabaseRun> {
  process.stdout.write(`\n== ${name} ==\n`);
  const env: Record<string, string> = { SEED_DEMO: 'false', JWT_SECRET: BENCH_JWT_SECRET };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const site: Site = await startSite({ env });
  const db = await openDatabase(databaseUrl ?? site.databaseUrl);
  try {
    const spreadSchedules = await seedDishes(site, 'Bench dish', DISHES, 100_000);
    const [hotSchedule] = await seedDishes(site, 'Flash sale dish', 1, 100_000);
    const floorSchedules = await seedDishes(site, 'Baseline dish', DISHES, 100_000);
    const tokens = await seedCustomers(db, CUSTOMERS, randomBytes(3).toString('hex'));

    const menusUrl = `${site.url}/api/v1/menus`;
    const baselineServer = await startBaseline(await fetch(menusUrl));
    await warmUp(menusUrl, site.pid);
    await warmUp(baselineServer.url, baselineServer.pid);
    // Alternated rounds, median of each: this machine's speed drifts more between runs than the gap measured.
    const menuRounds: LoadResult[] = [];
    const baselineRounds: LoadResult[] = [];
    for (let round = 0; round < MENU_ROUNDS; round += 1) {
      menuRounds.push(await load({ url: menusUrl, pid: site.pid, connections: 50, durationSeconds: SECONDS / 2 }));
      baselineRounds.push(await load({ url: baselineServer.url, pid: baselineServer.pid, connections: 50, durationSeconds: SECONDS / 2 }));
    }
    baselineServer.stop();
    const menus = medianRun(menuRounds);
    const baseline = medianRun(baselineRounds);
    process.stdout.write(
      `GET /menus: ${menus.requestsPerSecond.toFixed(0)} req/s; node:http baseline: ${baseline.requestsPerSecond.toFixed(0)} req/s\n`,
    );

    const spreadIds = spreadSchedules.map((schedule) => schedule.id);
    // Warmed like the floor below, so neither side's first compilations of the order path count.
    await warmUp(site.url, site.pid, orderRequests(tokens, spreadIds));
    const spread = await load({
      url: site.url,
      pid: site.pid,
      connections: CUSTOMERS,
      durationSeconds: SECONDS,
      requests: orderRequests(tokens, spreadIds),
    });
    const spreadCheck = await checkStock(db, spreadSchedules);
    process.stdout.write(`POST /orders over ${DISHES} dishes: ${spread.requestsPerSecond.toFixed(0)} orders/s\n`);

    const oneDish = await load({
      url: site.url,
      pid: site.pid,
      connections: CUSTOMERS,
      durationSeconds: SECONDS,
      requests: orderRequests(tokens, [hotSchedule.id]),
    });
    const oneDishCheck = await checkStock(db, [hotSchedule]);
    process.stdout.write(`POST /orders on one dish: ${oneDish.requestsPerSecond.toFixed(0)} orders/s\n`);

    // The floor on its own schedules, so each run's stock check counts only its own orders.
    const floorServer = await startOrderBaseline(databaseUrl ?? site.databaseUrl);
    const floorIds = floorSchedules.map((schedule) => schedule.id);
    let orderFloor: LoadResult;
    try {
      await warmUp(floorServer.url, floorServer.pid, orderRequests(tokens, floorIds));
      orderFloor = await load({
        url: floorServer.url,
        pid: floorServer.pid,
        connections: CUSTOMERS,
        durationSeconds: SECONDS,
        requests: orderRequests(tokens, floorIds),
      });
    } finally {
      floorServer.stop();
    }
    const floorCheck = await checkStock(db, floorSchedules);
    process.stdout.write(`raw-driver floor over ${DISHES} dishes: ${orderFloor.requestsPerSecond.toFixed(0)} orders/s\n`);

    return {
      name,
      menus,
      baseline,
      spread: { ...spread, ...spreadCheck },
      oneDish: { ...oneDish, ...oneDishCheck },
      orderFloor: { ...orderFloor, ...floorCheck },
    };
  } finally {
    await db.close();
    await site.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpu = (result: LoadResult) => `${result.cpuMsPerRequest.toFixed(3)} ms | ${result.benchCpuMsPerRequest.toFixed(3)} ms`;

function report(runs: DatabaseRun[]): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    `Machine: ${machine}. Order loads run ${SECONDS} s each; menu reads and the baseline alternate in ${MENU_ROUNDS} rounds of ${SECONDS / 2} s and the median round of each is shown. autocannon runs on the same machine.`,
    '',
  ];
  lines.push(
    '| database | measure | throughput | p50 | p99 | CPU / request (server) | CPU / request (bench) | target |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const run of runs) {
    const ratio = run.menus.requestsPerSecond / run.baseline.requestsPerSecond;
    lines.push(
      `| ${run.name} | GET /api/v1/menus (50 connections) | ${run.menus.requestsPerSecond.toFixed(0)} req/s = **${ratio.toFixed(2)}×** baseline | ${ms(run.menus.p50)} | ${ms(run.menus.p99)} | ${cpu(run.menus)} | ≥ 0.85× ${ratio >= 0.85 ? 'met' : 'not met'} |`,
      `| ${run.name} | bare node:http, same response bytes | ${run.baseline.requestsPerSecond.toFixed(0)} req/s | ${ms(run.baseline.p50)} | ${ms(run.baseline.p99)} | ${cpu(run.baseline)} | |`,
    );
    const floorRatio = run.spread.requestsPerSecond / run.orderFloor.requestsPerSecond;
    const p99Target = run.name === 'SQLite' ? 50 : 150;
    for (const [label, result] of [
      [`POST /api/v1/orders, ${CUSTOMERS} customers over ${DISHES} dishes`, run.spread],
      [`POST /api/v1/orders, ${CUSTOMERS} customers on one dish`, run.oneDish],
    ] as const) {
      const met = result.p99 <= p99Target && result.oversold === 0 && result.unaccounted === 0 && result.status5xx === 0;
      const versusFloor = result === run.spread ? ` = **${floorRatio.toFixed(2)}×** the raw-driver floor` : '';
      const floorTarget = result === run.spread ? `; ≥ 0.5× floor: ${floorRatio >= 0.5 ? 'met' : 'not met'}` : '';
      lines.push(
        `| ${run.name} | ${label} | ${result.requestsPerSecond.toFixed(0)} orders/s${versusFloor} (${result.status2xx} placed, ${result.status4xx} 4xx, **${result.status5xx} 5xx**, ${result.errors} errors; **${result.oversold} oversold**, ${result.unaccounted} unaccounted) | ${ms(result.p50)} | ${ms(result.p99)} | ${cpu(result)} | p99 ≤ ${p99Target} ms, 0 oversold, 0 5xx: ${met ? 'met' : 'not met'}${floorTarget} |`,
      );
    }
    const floor = run.orderFloor;
    lines.push(
      `| ${run.name} | raw-driver floor: the same order statements in one transaction, prepared, bare node:http, ${CUSTOMERS} customers over ${DISHES} dishes | ${floor.requestsPerSecond.toFixed(0)} orders/s (${floor.status2xx} placed, ${floor.status5xx} 5xx; ${floor.oversold} oversold, ${floor.unaccounted} unaccounted) | ${ms(floor.p50)} | ${ms(floor.p99)} | ${cpu(floor)} | |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const runs = [await benchDatabase('SQLite')];
  if (process.env.BENCH_MYSQL_URL) {
    const scratch = await scratchMysql(process.env.BENCH_MYSQL_URL);
    try {
      runs.push(await benchDatabase('MySQL', scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  const table = report(runs);
  process.stdout.write(`\n${table}\n`);
  writeSection('benchmark', table);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
