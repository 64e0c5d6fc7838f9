import { afterEach } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { openPages, siteLogTails } from './watched';

const SHOWN_TEXT = 800;
const SHOWN_LOG_LINES = 30;

const fileSafe = (text: string) => text.replace(/[^\w-]+/g, '-').slice(0, 80);

/** The requests this page's document made that the server answered with an error status, oldest first. */
function refusedRequests(page: Page): Promise<string[]> {
  return page
    .evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseStatus >= 400)
        .map((entry) => `${(entry as PerformanceResourceTiming).responseStatus} ${entry.name} at ${Math.round(entry.startTime)} ms`),
    )
    .catch((error: Error) => [`(unreadable: ${error.message})`]);
}

/** The names of what the page keeps in localStorage (a session token among them, or not), never their values. */
function storedKeys(page: Page): Promise<string> {
  return page
    .evaluate(() => Object.keys(localStorage).sort().join(', ') || '(nothing)')
    .catch((error: Error) => `(unreadable: ${error.message})`);
}

async function describePages(testName: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [index, page] of openPages().entries()) {
    const text = await page.evaluate(() => document.body?.innerText ?? '').catch((error: Error) => `(unreadable: ${error.message})`);
    const picture = await screenshot(page, `failed-${fileSafe(testName)}-${index}`).catch(() => '(no screenshot)');
    const [refused, keys] = await Promise.all([refusedRequests(page), storedKeys(page)]);
    lines.push(`page ${page.url()} (${picture}):`, text.replace(/\s+/g, ' ').slice(0, SHOWN_TEXT), `localStorage keys: ${keys}`);
    if (refused.length > 0) lines.push('requests refused since the page was opened:', ...refused);
  }
  return lines;
}

const describeSites = () => siteLogTails(SHOWN_LOG_LINES).flatMap(({ url, tail }) => [`server ${url}, last lines:`, ...tail]);

// The setup file of every browser test file: a failed test prints what its pages and its server showed at that moment.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = [...(await describePages(task.name)), ...describeSites()];
  if (report.length > 0) process.stderr.write(`\n── at the failure of "${task.name}":\n${report.join('\n')}\n\n`);
});
