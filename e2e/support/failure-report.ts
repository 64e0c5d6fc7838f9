import { afterEach } from 'vitest';
import { screenshot } from './browser';
import { openPages, siteLogTails } from './watched';

const SHOWN_TEXT = 800;
const SHOWN_LOG_LINES = 30;

const fileSafe = (text: string) => text.replace(/[^\w-]+/g, '-').slice(0, 80);

async function describePages(testName: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [index, page] of openPages().entries()) {
    const text = await page.evaluate(() => document.body?.innerText ?? '').catch((error: Error) => `(unreadable: ${error.message})`);
    const picture = await screenshot(page, `failed-${fileSafe(testName)}-${index}`).catch(() => '(no screenshot)');
    lines.push(`page ${page.url()} (${picture}):`, text.replace(/\s+/g, ' ').slice(0, SHOWN_TEXT));
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
