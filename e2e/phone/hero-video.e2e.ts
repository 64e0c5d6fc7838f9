import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startSite, type Site } from '../support';
import { eventually } from '../storefront/storefront-helpers';
import { contextFor, SCREENS, type ScreenName } from './phone-helpers';

const VIDEOS = ['/hero/hero.webm', '/hero/hero.mp4'];
const ONE_MEGABYTE = 1024 * 1024;
/** Marks the page's load event among the requests it made. */
const LOAD_EVENT = '#load';

/** Sums the page's layout shifts from its start (buffered), as Chrome's CLS counts them. */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

describe('the landing page’s hero video', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('is served from the site, well under 1 MB in each format', async () => {
    for (const path of VIDEOS) {
      const response = await fetch(`${site.url}${path}`);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^video\/(webm|mp4)/);
      expect(bytes).toBeGreaterThan(10_000);
      expect(bytes).toBeLessThan(ONE_MEGABYTE / 2);
    }
  });

  for (const screen of ['phone', 'laptop'] as ScreenName[]) {
    it(`at ${SCREENS[screen].width} px paints the poster first, plays the muted loop after load, and shifts nothing`, async () => {
      const context = await contextFor(browser, screen);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      page.on('load', () => requested.push(LOAD_EVENT));
      await page.goto(site.url);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      const titleBefore = await title.boundingBox();

      const video = page.getByTestId('hero-video');
      await video.waitFor({ state: 'attached' });
      await eventually(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        paused: element.paused,
        source: element.currentSrc,
      }));
      expect(state).toMatchObject({ muted: true, loop: true, paused: false });
      expect(new URL(state.source).pathname).toMatch(/^\/hero\/hero\.(webm|mp4)$/);

      // The poster is asked for with the page, the video only once the page has loaded.
      const posterAt = requested.indexOf('/hero-poster.svg');
      const loadAt = requested.indexOf(LOAD_EVENT);
      const videoAt = requested.findIndex((path) => VIDEOS.includes(path));
      expect(posterAt).toBeGreaterThanOrEqual(0);
      expect(loadAt).toBeGreaterThanOrEqual(0);
      expect(videoAt).toBeGreaterThan(Math.max(posterAt, loadAt));

      expect(await title.boundingBox()).toEqual(titleBefore);
      expect(await layoutShiftSoFar(page)).toBe(0);
      expect(await page.getByRole('button', { name: 'Pause background video' }).isVisible()).toBe(true);
      await context.close();
    }, 60_000);
  }

  it('shows only the poster, and fetches no video, when the visitor asks for reduced motion', async () => {
    const context = await contextFor(browser, 'phone', { reducedMotion: true });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(site.url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Past the moment the video would join (load, then idle).
    await page.waitForTimeout(2500);
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.locator('img[src="/hero-poster.svg"]').isVisible()).toBe(true);
    expect(requested.filter((path) => VIDEOS.includes(path))).toEqual([]);
    await context.close();
  }, 60_000);
});
