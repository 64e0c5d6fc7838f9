import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, Site, startSite } from '../support';

describe('the built site', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('renders the customer SPA at / and the admin console at /admin/ in Chromium', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/`);
    await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
    await page.goto(`${site.url}/admin/`);
    await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
