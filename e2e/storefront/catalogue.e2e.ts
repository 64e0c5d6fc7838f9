import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appHolds, launchBrowser, screenshot, type Site, startSite } from '../support';
import { dishNamed, eventually } from './storefront-helpers';

/** What a visitor sees of the menu: availability rules, dish detail, search and the not-found page. */
describe('storefront: menu, dish detail and search', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Asia/Kolkata',
      locale: 'en-IN',
    });
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('cannot add sold-out or closed dishes, and says why on their cards', async () => {
    await page.goto(`${site.url}/menu`);
    await page.getByRole('button', { name: 'Add to Cart – Masala Dosa' }).waitFor();
    // The next test filters this page: the app, not only the server's drawing, must hold it.
    await appHolds(page, 'article');

    const soldOut = page.getByRole('article', { name: 'Kerala Fish Curry', exact: true });
    expect(await soldOut.getByTestId('availability').innerText()).toBe('Out of stock');
    expect(await soldOut.getByRole('button', { name: 'Add to Cart – Kerala Fish Curry' }).isDisabled()).toBe(true);

    const closed = page.getByRole('article', { name: 'Mutton Rogan Josh', exact: true });
    expect(await closed.getByTestId('availability').innerText()).toBe('Order closed');
    expect(await closed.getByRole('button', { name: 'Add to Cart – Mutton Rogan Josh' }).isDisabled()).toBe(true);

    const unscheduled = page.getByRole('article', { name: 'Egg Curry', exact: true });
    expect(await unscheduled.getByTestId('availability').innerText()).toBe('This item is not scheduled yet');

    const open = page.getByRole('article', { name: 'Masala Dosa', exact: true });
    expect(await open.innerText()).toMatch(/Order before \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await open.innerText()).toMatch(/Quantity left: \d+/);
    expect(await open.innerText()).toContain('₹149.00');
    await screenshot(page, 'storefront-menu-mobile');
  });

  it('filters the menu by category and by name on a small screen', async () => {
    await page.getByRole('button', { name: 'Non-Veg' }).click();
    await eventually(() => page.getByRole('article', { name: 'Masala Dosa', exact: true }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Chicken Biryani', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search by name').fill('dosa');
    await eventually(() => page.getByRole('article').count()).toBe(1);
  });

  it('keeps a sold-out dish out of the cart on its own page too', async () => {
    const fish = await dishNamed(site, 'Kerala Fish Curry');
    await page.goto(`${site.url}/food/${fish.id}`);
    await page.getByRole('heading', { level: 1, name: 'Kerala Fish Curry' }).waitFor();
    expect(await page.getByText('Unavailable').count()).toBe(1);
    // Its sticky bar offers the waitlist instead of a disabled Add to Cart.
    expect(await page.getByRole('button', { name: /Add to Cart/ }).count()).toBe(0);
    expect(
      await page.getByTestId('sticky-action-bar').getByRole('button', { name: 'Notify me when Kerala Fish Curry is back' }).count(),
    ).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  });

  it('shows a dish with breadcrumb, photos and lightbox, reached through /menu/{id}', async () => {
    const paneer = await dishNamed(site, 'Paneer Butter Masala');
    await page.goto(`${site.url}/menu/${paneer.id}`);
    await page.waitForURL(new RegExp(`/food/${paneer.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Paneer Butter Masala' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/Menu\s*\/\s*Paneer Butter Masala/);
    await screenshot(page, 'storefront-dish');

    await page.getByRole('button', { name: /full screen/ }).press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Paneer Butter Masala photos' });
    await lightbox.waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await lightbox.getByRole('img').getAttribute('alt')).toBe('Paneer Butter Masala, photo 2 of 2');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add to Cart – ₹249.00' }).click();
    await eventually(() => page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
  });

  it('shows the not-found view for an unknown dish', async () => {
    await page.goto(`${site.url}/food/987654`);
    await page.getByText('Food Item Not Found!').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Menu' }).getAttribute('href')).toBe('/menu');
  });

  it('finds dishes with the live search in the header', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${site.url}/menu`);
    const box = page.getByRole('combobox', { name: 'Search dishes' });
    const option = page.getByRole('option', { name: /Masala Dosa/ });
    // The prerendered /menu takes typing before the app adopts it, and adopting it empties the box: type until it holds.
    await expect
      .poll(
        async () => {
          if ((await box.inputValue()) !== 'dosa') await box.fill('dosa');
          return option.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(page, 'storefront-search');
    await option.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Masala Dosa' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
