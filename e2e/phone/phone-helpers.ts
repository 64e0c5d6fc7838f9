import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LAPTOP, PHONE, screenshot } from '../support';

export type ScreenName = 'phone' | 'laptop';
export const SCREENS = { phone: PHONE, laptop: LAPTOP } as const;

const readmeScreenshots = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** A browser context the size of the screen; phones are emulated as phones (touch, mobile viewport rules). */
export async function contextFor(browser: Browser, screen: ScreenName, options: { token?: string; reducedMotion?: boolean } = {}) {
  const size = SCREENS[screen];
  const context: BrowserContext = await browser.newContext({
    viewport: size,
    isMobile: screen === 'phone',
    hasTouch: screen === 'phone',
    deviceScaleFactor: 1,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  if (options.token) {
    // The customer's session, as the site keeps it after a login (spec section 3: userToken).
    await context.addInitScript((token) => {
      if (!localStorage.getItem('userToken')) localStorage.setItem('userToken', token);
    }, options.token);
  }
  return context;
}

/**
 * Saves e2e/artifacts/customer-<name>-<screen>.png; with UPDATE_SCREENSHOTS set (scripts/screenshots.mjs), the
 * README's copy in docs/screenshots/ too.
 */
export async function saveScreenshot(page: Page, name: string, screen: ScreenName, forReadme: boolean): Promise<void> {
  const file = `customer-${name}-${screen}`;
  const saved = await screenshot(page, file);
  if (forReadme && process.env.UPDATE_SCREENSHOTS) {
    mkdirSync(readmeScreenshots, { recursive: true });
    copyFileSync(saved, join(readmeScreenshots, `${file}.png`));
  }
}

/** True when the element is wholly inside the visible part of the screen. */
export async function whollyInViewport(element: Locator, screen: ScreenName): Promise<boolean> {
  const box = await element.boundingBox();
  const { width, height } = SCREENS[screen];
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}
