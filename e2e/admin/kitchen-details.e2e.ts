import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { consoleContext } from './admin-helpers';

/** Issue 17 (part): the console sets the seller's details; the customer site's footer shows the FSSAI number. */
describe("the kitchen's legal details", () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [screen, fssai] of [
    ['laptop', '11223344556677'],
    ['phone', '22334455667788'],
  ] as [ScreenName, string][]) {
    it(`refuses a wrong GSTIN with the reason, saves the details, and the footer shows the FSSAI number (${SCREENS[screen].width} px)`, async () => {
      const context = await consoleContext(browser, adminToken, screen);
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/kitchen-details`);
      const form = page.getByRole('form', { name: 'Kitchen details' });
      await form.getByLabel('Legal name').fill('Anjali Rao Home Foods');
      await form.getByLabel('GSTIN').fill('29aagcb7383j1z5');
      await form.getByLabel('FSSAI licence number').fill(fssai);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(/^The GSTIN must be 15 characters/).waitFor();

      await form.getByLabel('GSTIN').fill('29aagcb7383j1z4');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Kitchen details saved').waitFor();
      const saved = (await site.api('GET', '/admin/kitchen-settings', undefined, adminToken)).body;
      expect(saved).toMatchObject({ legalName: 'Anjali Rao Home Foods', gstin: '29AAGCB7383J1Z4', fssaiNumber: fssai });
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `admin-kitchen-details-${screen}`);

      await page.goto(`${site.url}/about`);
      expect(await page.getByTestId('seller-line').innerText()).toBe(`Anjali Rao Home Foods · FSSAI Lic. No. ${fssai}`);
      await context.close();
    });
  }

  it('sets the tax new orders are charged, and the cart shows it (1366 px), refusing a rate it cannot charge (390 px)', async () => {
    const laptop = await consoleContext(browser, adminToken, 'laptop');
    const page = await laptop.newPage();
    await page.goto(`${site.url}/admin/kitchen-details`);
    const form = page.getByRole('form', { name: 'Tax' });
    await form.getByLabel('Name on bills').fill('GST');
    await form.getByLabel('Rate (%)').fill('5');
    await form.getByLabel('Menu prices already include this tax').check();
    await form.getByRole('button', { name: 'Save tax' }).click();
    await page.getByText('Tax saved: new orders are charged it').waitFor();
    expect((await site.api<{ data: unknown }>('GET', '/settings')).body.data).toMatchObject({
      taxLabel: 'GST',
      taxRate: 0.05,
      pricesIncludeTax: true,
    });
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-kitchen-tax-laptop');
    await laptop.close();

    const shopper = await browser.newContext({ viewport: SCREENS.laptop });
    const shop = await shopper.newPage();
    await shop.goto(`${site.url}/menu`);
    // The first dish still taking orders: the menu opens on the earliest cook date, whose orders may have closed.
    await shop
      .locator('button:enabled', { hasText: /^Add to Cart/ })
      .first()
      .click();
    await shop.goto(`${site.url}/cart`);
    await expect.poll(() => shop.getByText('GST (included)').count()).toBe(1);
    expect(await shop.getByTestId('total').innerText()).toBe(await shop.getByTestId('subtotal').innerText());
    await shopper.close();

    const phone = await consoleContext(browser, adminToken, 'phone');
    const small = await phone.newPage();
    await small.goto(`${site.url}/admin/kitchen-details`);
    const taxForm = small.getByRole('form', { name: 'Tax' });
    await taxForm.getByLabel('Rate (%)').fill('5.555');
    await taxForm.getByRole('button', { name: 'Save tax' }).click();
    await taxForm.getByText('The tax rate must be a percent with at most two decimals').waitFor();
    expect(await horizontalOverflow(small, SCREENS.phone.width)).toBe(0);
    await phone.close();
    await site.api('PUT', '/admin/kitchen-settings', { taxLabel: 'Taxes & Fees', taxRatePercent: 8, pricesIncludeTax: false }, adminToken);
  }, 60_000);
});
