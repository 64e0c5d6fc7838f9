import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appHolds, firstLoadScripts, launchBrowser, startSite, type Site } from '../support';

/**
 * The pages people land on have their code preloaded with index.html (issue 20): the browser asks for the route's
 * chunks beside the entry script, and no script the first screen needs is left to be discovered after the entry runs
 * but the app's start, which the entry asks for once the page is painted (in stages: src/main.tsx).
 */
describe('landing pages preload their own code', () => {
  let site: Site;
  let browser: Browser;
  let dishId: number;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const menu = await site.api('GET', '/menus');
    dishId = (menu.body as { data: { id: number; name: string }[] }).data.find((dish) => dish.name === 'Masala Dosa')!.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const landings = (): { path: string; chunk: RegExp; ready: { role: 'link' | 'button'; name: string | RegExp } }[] => [
    { path: '/', chunk: /\/landing-page-[\w-]+\.js$/, ready: { role: 'link', name: 'Order Now' } },
    { path: '/menu', chunk: /\/menu-page-[\w-]+\.js$/, ready: { role: 'button', name: 'Add to Cart – Masala Dosa' } },
    { path: `/food/${dishId}`, chunk: /\/dish-page-[\w-]+\.js$/, ready: { role: 'button', name: /Add to Cart/ } },
  ];

  it('names the route chunk in the page and loads no other script for the first screen', async () => {
    for (const { path, chunk, ready } of landings()) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const answer = await page.goto(`${site.url}${path}`);
      await page.getByRole(ready.role, { name: ready.name }).first().waitFor();
      await appHolds(page, 'main');

      // As served: once running, Vite's loader adds modulepreload links of its own for every lazy chunk it fetches.
      const html = (await answer?.text()) ?? '';
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
      const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
      expect(
        preloaded.some((href) => chunk.test(href)),
        `${path} preloads its page chunk`,
      ).toBe(true);
      const firstLoad = firstLoadScripts();
      const started = scripts.filter((script) => firstLoad.includes(script) && script !== entry);
      expect(started.toSorted(), `${path} fetched each file of the app's start once`).toEqual(
        firstLoad.filter((script) => script !== entry).toSorted(),
      );
      const late = scripts.filter((script) => script !== entry && !started.includes(script) && !preloaded.includes(script));
      expect(late, `${path} fetched scripts nobody preloaded`).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('adds no preloads to pages people reach from inside the site', async () => {
    const cart = await fetch(`${site.url}/cart`).then((answer) => answer.text());
    expect(cart).toContain('<div id="root">');
    expect(cart).not.toContain('modulepreload');
  });
});
