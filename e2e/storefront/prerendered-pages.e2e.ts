import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appHolds, launchBrowser, screenshot, type Site, startSite } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { registerCustomerByApi, uniqueEmail } from '../accounts/accounts-helpers';

interface Landing {
  name: string;
  path: string;
  /** What the HTML alone paints, before any script. */
  painted: string[];
  /** Shown once the app has loaded the page's data. */
  ready: (page: Page) => Promise<unknown>;
}

/** What the page logs as errors and throws, React's hydration errors among them. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps the first element the server put in #root, taken before any script of the page runs. */
async function rememberServedMarkup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { servedMarkup: document.querySelector('#root > *') });
    });
  });
}

/** Whether React kept (hydrated) the server's markup rather than drawing its own over it. */
function keptServedMarkup(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('#root > *') === (window as unknown as { servedMarkup: Element | null }).servedMarkup);
}

/** Style rules defined more than once: the app writing again styles the prerendered page already brought. */
function repeatedStyleRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSStyleRule && rule.selectorText.startsWith('.hk-')) seen.set(rule.cssText, (seen.get(rule.cssText) ?? 0) + 1);
      }
    }
    return [...seen].filter(([, count]) => count > 1).map(([rule]) => rule);
  });
}

/**
 * Style rules the app wrote itself once React had adopted the page and gone idle: emotion's own block (its key alone;
 * a served block names its styles, and the served global one keeps 'hk-global').
 */
async function rulesWrittenAfterAdoption(page: Page, heldSelector: string): Promise<string[]> {
  await appHolds(page, heldSelector);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-emotion="hk"]')).flatMap((style) =>
      Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []).map((rule) => rule.cssText),
    ),
  );
}

/**
 * Issue 20: `/`, `/menu` and dish pages are prerendered at build time; issue 38: the server draws `/menu`'s cards and
 * a dish page's dish into them. Their first screen paints from the HTML with its styles inlined, before (and without)
 * any JavaScript, and the app then adopts that markup without a hydration error.
 */
describe('prerendered landing pages', () => {
  let site: Site;
  let browser: Browser;
  let dishPath: string;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const menus = await site.api<{ data: { id: number; name: string }[] }>('GET', '/menus');
    dishPath = `/food/${menus.body.data.find((dish) => dish.name === 'Masala Dosa')!.id}`;
    await site.drawnPage('/menu');
    await site.drawnPage(dishPath);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const landings = (): Landing[] => [
    {
      name: 'landing',
      path: '/',
      painted: ['Home-style meals, cooked fresh every day', 'Order Now', 'About Home Kitchen'],
      ready: (page) => page.getByText('₹').first().waitFor(),
    },
    {
      name: 'menu',
      path: '/menu',
      painted: ['Our Menu', 'Cooked on', 'Add to Cart', '₹'],
      ready: (page) => page.getByRole('button', { name: 'Add to Cart – Masala Dosa' }).waitFor(),
    },
    {
      name: 'dish',
      path: dishPath,
      painted: ['Masala Dosa', 'Add to Cart – ₹'],
      ready: (page) => page.getByRole('heading', { name: 'Masala Dosa', level: 1 }).waitFor(),
    },
  ];

  async function open(screen: ScreenName, options: { javaScript: boolean }): Promise<BrowserContext> {
    return browser!.newContext({
      viewport: SCREENS[screen],
      isMobile: screen === 'phone',
      hasTouch: screen === 'phone',
      javaScriptEnabled: options.javaScript,
      serviceWorkers: 'block',
    });
  }

  it('paints the landing heading, the header and each page shell, styled, with JavaScript disabled, at 390 and 1366 px', async () => {
    for (const screen of ['phone', 'laptop'] as const) {
      const context = await open(screen, { javaScript: false });
      const page = await context.newPage();
      for (const landing of landings()) {
        await page.goto(`${site.url}${landing.path}`);
        const text = await page.locator('#root').innerText();
        for (const painted of landing.painted) expect(text, `${landing.path} at ${screen} width`).toContain(painted);
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link', { name: 'Home Kitchen' }).isVisible()).toBe(true);
        // Laid out by the inlined styles, not the browser's defaults: a 64 px flex bar.
        expect(await nav.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
        expect((await nav.boundingBox())?.height).toBe(64);
        await screenshot(page, `prerendered-${landing.name}-${screen}-no-js`);
      }
      await context.close();
    }
  });

  it('adopts the prerendered markup with no hydration error and no style written twice or anew, at 390 and 1366 px', async () => {
    for (const screen of ['phone', 'laptop'] as const) {
      const context = await open(screen, { javaScript: true });
      await rememberServedMarkup(context);
      for (const landing of landings()) {
        const page = await context.newPage();
        const errors = errorsOf(page);
        await page.goto(`${site.url}${landing.path}`);
        await landing.ready(page);
        expect(errors, `${landing.path} at ${screen} width`).toEqual([]);
        expect(await keptServedMarkup(page), `${landing.path} hydrated`).toBe(true);
        expect(await repeatedStyleRules(page), `${landing.path} style rules`).toEqual([]);
        // A drawn page brings every style its drawing wrote, so adopting it writes none (the landing page's featured
        // dishes arrive after it, with styles of their own).
        if (landing.name !== 'landing') expect(await rulesWrittenAfterAdoption(page, 'h1'), `${landing.path} styles written`).toEqual([]);
        await screenshot(page, `prerendered-${landing.name}-${screen}-hydrated`);
        await page.close();
      }
      await context.close();
    }
  });

  it("adds to the cart from a hydrated dish page, and a guest's cart count shows right after hydration", async () => {
    const context = await open('phone', { javaScript: true });
    await rememberServedMarkup(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${site.url}${dishPath}`);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(errors).toEqual([]);
    expect(await keptServedMarkup(page)).toBe(true);
    await context.close();
  });

  it('makes a tap on the menu button that came before the app held the page once it does (390 px)', async () => {
    const context = await open('phone', { javaScript: true });
    const page = await context.newPage();
    const errors = errorsOf(page);
    // The menu page's module arrives late, as over mobile data: the page is painted, the app not yet running. It is
    // held until the tap is made, so however slow the machine, the tap comes first.
    let deliverMenuModule = () => {};
    const tapMade = new Promise<void>((resolve) => (deliverMenuModule = resolve));
    await page.route(/\/assets\/menu-page-[^/]*\.js$/, async (route) => {
      await tapMade;
      await route.continue();
    });
    // Not 'load': the page preloads the held module, so its load event waits for it.
    await page.goto(`${site.url}/menu`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Our Menu' }).waitFor();
    const appRunning = () =>
      page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    expect(await appRunning(), 'the tap comes before React holds the page').toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    deliverMenuModule();
    await page.getByRole('button', { name: /^Language:/ }).waitFor();
    expect(await appRunning()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adopts the page for a signed-in visitor and renders afresh for a Hindi one, with no hydration error either way', async () => {
    const token = await registerCustomerByApi(site, uniqueEmail('prerender'), 'Prerender Visitor');
    const visitors: { name: string; storage: Record<string, string>; ready: (page: Page) => Promise<void>; adopted: boolean }[] = [
      {
        name: 'Hindi',
        adopted: false,
        storage: { language: 'hi' },
        ready: (page: Page) => page.getByRole('heading', { name: 'घर जैसा खाना, हर दिन ताज़ा पका हुआ' }).waitFor(),
      },
      {
        name: 'signed in',
        adopted: true,
        storage: { userToken: token },
        ready: (page: Page) => page.getByRole('link', { name: 'Your profile' }).waitFor(),
      },
    ];
    for (const visitor of visitors) {
      const context = await open('phone', { javaScript: true });
      await context.addInitScript((storage) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      }, visitor.storage);
      await rememberServedMarkup(context);
      const page = await context.newPage();
      const errors = errorsOf(page);
      await page.goto(`${site.url}/`);
      await visitor.ready(page);
      expect(await keptServedMarkup(page), visitor.name).toBe(visitor.adopted);
      expect(errors, visitor.name).toEqual([]);
      await context.close();
    }
  });
});
