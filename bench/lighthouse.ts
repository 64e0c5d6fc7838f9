// `npm run lighthouse`: Lighthouse (mobile) on /, /menu and a dish page of the real server with the system
// Chromium; the median of 5 runs per page. Prints the scores and writes them to docs/performance.md.
// With LIGHTHOUSE_BEFORE=<another checkout, built> the older build is served beside this one and audited in
// alternation with it, run for run, and an A/B table of the medians is written too: on a busy machine only figures
// taken in the same minutes compare.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath, startSite } from '../e2e/support';
import { writeSection } from './performance-doc';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const LIGHTHOUSE_CLI = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** Set when Lighthouse could not measure the page at all (e.g. NO_NAVSTART from a fresh Chromium). */
  runtimeError?: { code: string; message?: string };
}

/** How often one audit is tried before the run gives up: a lost navigation start now and then is Chromium's, not the page's. */
const ATTEMPTS = 3;
let retried = 0;

/**
 * One Lighthouse run through its CLI in a plain Node process: Lighthouse serialises functions into the page,
 * which breaks when a TypeScript loader has rewritten them.
 */
async function audit(url: string, chromePath: string): Promise<Sample> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [LIGHTHOUSE_CLI, url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits, runtimeError } = JSON.parse(stdout) as LighthouseResult;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message ?? ''}`.trim());
  return {
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Sample['scores'],
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

/** One audit, tried again when Lighthouse fails to measure; the retries are counted and reported. */
async function auditWithRetries(url: string, chromePath: string): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, chromePath);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      retried += 1;
      process.stderr.write(
        `retrying (${attempt}/${ATTEMPTS - 1}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`,
      );
    }
  }
}

/** The median run by Performance, and the median of each timing on its own. */
function summary(samples: Sample[]): { performance: number; lcp: number; tbt: number } {
  const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    performance: byPerformance[Math.floor(byPerformance.length / 2)].scores.performance,
    lcp: median(samples.map((sample) => sample.lcp)),
    tbt: median(samples.map((sample) => sample.tbt)),
  };
}

function abCell(samples: Sample[]): string {
  const { performance, lcp, tbt } = summary(samples);
  return `${performance}, ${(lcp / 1000).toFixed(2)} s, ${tbt.toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Lighthouse needs Chromium: apt-get install -y chromium');
  const beforeRoot = process.env.LIGHTHOUSE_BEFORE;
  const site = await startSite();
  const before = beforeRoot ? await startSite({ root: beforeRoot }) : undefined;
  try {
    const menus = await site.api<{ data: { id: number; name: string }[] }>('GET', '/menus');
    const dish = menus.body.data.find((card) => card.name === 'Paneer Butter Masala') ?? menus.body.data[0];
    const pages = [
      ['/', '/'],
      ['/menu', '/menu'],
      ['dish page', `/food/${dish.id}`],
    ];
    // This build draws /menu and dish pages with the menu once per menu version, and a visit that comes while it draws
    // gets the page with the data alone; the audits measure the pages as drawn, which every later visit gets.
    for (const [, path] of pages.slice(1)) await site.drawnPage(path);
    const rows = ['| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |', '|---|---|---|---|---|---|---|---|'];
    const abRows = ['| page | before: Performance, LCP, TBT | now: Performance, LCP, TBT |', '|---|---|---|'];
    for (const [label, path] of pages) {
      const samples: Sample[] = [];
      const beforeSamples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Which build goes first alternates, so neither always meets the machine in the same state.
        if (before && run % 2 === 0) beforeSamples.push(await auditWithRetries(`${before.url}${path}`, chromePath));
        samples.push(await auditWithRetries(`${site.url}${path}`, chromePath));
        if (before && run % 2 === 1) beforeSamples.push(await auditWithRetries(`${before.url}${path}`, chromePath));
      }
      if (before) abRows.push(`| ${label} | ${abCell(beforeSamples)} | ${abCell(samples)} |`);
      const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
      const middle = byPerformance[Math.floor(byPerformance.length / 2)];
      rows.push(
        `| ${label} | ${middle.scores.performance} | ${median(samples.map((s) => s.scores.accessibility))} | ${median(samples.map((s) => s.scores['best-practices']))} | ${median(samples.map((s) => s.scores.seo))} | ${(middle.lcp / 1000).toFixed(2)} s | ${middle.tbt.toFixed(0)} ms | ${middle.cls.toFixed(3)} |`,
      );
      process.stdout.write(`${rows[rows.length - 1]}\n`);
    }
    const note = `Median of ${RUNS} Lighthouse runs (mobile, simulated throttling) per page, system Chromium, ${new Date().toISOString().slice(0, 10)}; ${retried} audit${retried === 1 ? '' : 's'} retried after Lighthouse failed to measure.`;
    const table = [note, '', ...rows].join('\n');
    process.stdout.write(`\n${table}\n`);
    writeSection('lighthouse', table);
    if (before) {
      const ab = [
        `A/B: ${beforeRoot} and this build served side by side and audited in alternation, ${RUNS} runs per page and build, medians (Performance of the median run; LCP and TBT each their own median), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        '',
        ...abRows,
      ].join('\n');
      process.stdout.write(`\n${ab}\n`);
      writeSection('lighthouse-ab', ab);
    }
  } finally {
    await site.stop();
    await before?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
