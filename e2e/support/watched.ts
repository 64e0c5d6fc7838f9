import type { Browser, Page } from 'playwright-core';

/** What the browser tests have open, so a failed test can say what its pages and its server showed at that moment. */
const openBrowsers = new Set<Browser>();
const siteLogs = new Map<string, () => string>();

export function watchBrowser(browser: Browser): void {
  openBrowsers.add(browser);
  browser.once('disconnected', () => openBrowsers.delete(browser));
}

export function watchSite(url: string, log: () => string): () => void {
  siteLogs.set(url, log);
  return () => siteLogs.delete(url);
}

export function openPages(): Page[] {
  return [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

/** Each running site's address and the last lines its server printed. */
export function siteLogTails(lines: number): { url: string; tail: string[] }[] {
  return [...siteLogs].map(([url, log]) => ({ url, tail: log().trimEnd().split('\n').slice(-lines) }));
}
