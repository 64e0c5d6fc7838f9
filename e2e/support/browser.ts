import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { watchBrowser } from './watched';

const CHROMIUM_PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const artifacts = join(import.meta.dirname, '..', 'artifacts');

/** Headless, no sandbox (root in CI), no GPU, and nothing that reaches out to the network by itself. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

export function chromiumPath(): string | undefined {
  return CHROMIUM_PATHS.find((path): path is string => !!path && existsSync(path));
}

/** The system Chromium, headless. Without one the browser tests fail, saying how to install it: never a silent pass. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error('The browser tests need Chromium: install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.');
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  watchBrowser(browser);
  return browser;
}

/** Saves e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
