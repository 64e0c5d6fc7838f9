import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS } from '../phone/phone-helpers';
import { PASSWORD, logInThroughForm } from '../accounts/accounts-helpers';
import { consoleContext, envelopeData, okBody, registerCustomer, unique } from './admin-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/** Issue 17's promotions: the admin makes a code in the console, a customer applies it at checkout, the console counts it. */
describe('promotion codes from the console to the checkout', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;
  let scheduleId: number;
  const code = `WELCOME${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const customers = {
    phone: `promo.phone.${Date.now().toString(36)}@example.com`,
    laptop: `promo.laptop.${Date.now().toString(36)}@example.com`,
  };

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    const cookDate = kitchenDay(2);
    const dish = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menus',
        { name: unique('Hyderabadi Biryani'), description: 'Dum biryani', price: 250, imageUrl: '/media/biryani.png' },
        adminToken,
      ),
      'dish',
    );
    scheduleId = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        {
          menuId: dish.id,
          cookDate,
          orderCutoffAt: at(cookDate, '10:00'),
          pickupFrom: at(cookDate, '12:00'),
          pickupTo: at(cookDate, '14:00'),
          availableQty: 40,
        },
        adminToken,
      ),
      'schedule',
    ).id;
    for (const email of Object.values(customers)) await registerCustomer(site, email, 'Promo Customer');
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('creates a code in the console at laptop width', async () => {
    const page = await (await consoleContext(browser, adminToken, 'laptop')).newPage();
    await page.goto(`${site.url}/admin/promotions`);
    await page.getByRole('link', { name: 'New code' }).click();
    await page.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: /^What customers are told/ }).fill('10% off your order, up to ₹100');
    await page.getByRole('spinbutton', { name: /^Percent off/ }).fill('10');
    await page.getByRole('spinbutton', { name: /^At most/ }).fill('100');
    await page.getByRole('spinbutton', { name: /^Minimum order/ }).fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain('10% off, up to ₹100.00, on ₹200.00 or more');
    await screenshot(page, 'admin-promotions-laptop');
    await page.context().close();
  });

  for (const screen of ['phone', 'laptop'] as const) {
    it(`applies the code at checkout and shows the discount on the order (${SCREENS[screen].width} px)`, async () => {
      const context = await browser.newContext({ viewport: SCREENS[screen], isMobile: screen === 'phone', hasTouch: screen === 'phone' });
      const page = await context.newPage();
      await logInThroughForm(page, site, customers[screen], PASSWORD);
      await page.waitForURL(/\/menu$/);
      const token = await page.evaluate(() => localStorage.getItem('userToken'));
      envelopeData(await site.api('POST', '/cart/add', { menuScheduleId: scheduleId, quantity: 2 }, token ?? ''), 'add to cart');
      await page.goto(`${site.url}/checkout`);

      await page.getByLabel('Promotion code').fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => page.getByText('There is no code NOSUCHCODE. Check the spelling and try again.').count()).toBe(1);
      await page.getByLabel('Promotion code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      // ₹500 − 10% capped at ₹100 → ₹50 off; 8% tax on ₹450 = ₹36; total ₹486.
      await expect.poll(() => page.getByTestId('discount').count()).toBe(1);
      expect(await page.getByTestId('discount').innerText()).toBe('−₹50.00');
      expect(await page.getByTestId('total').innerText()).toBe('₹486.00');
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await page.getByTestId('discount').scrollIntoViewIfNeeded();
      await screenshot(page, `checkout-promotion-${screen}`);

      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL(/\/order-confirmation/);
      const orders = envelopeData<{ orderRefId: string; discount: number; promotionCode: string; total: number }[]>(
        await site.api('GET', '/orders/my-orders', undefined, token ?? ''),
        'orders',
      );
      expect(orders[0]).toMatchObject({ discount: 50, promotionCode: code, total: 486 });
      await page.goto(`${site.url}/profile/order/${orders[0].orderRefId}`);
      await expect.poll(() => page.getByText(`Discount (${code})`).count()).toBe(1);
      await context.close();
    }, 60_000);
  }

  it('counts both uses in the console, at phone width', async () => {
    const page = await (await consoleContext(browser, adminToken, 'phone')).newPage();
    await page.goto(`${site.url}/admin/promotions`);
    await expect.poll(() => page.getByText(`Used 2 · ₹100.00 given`).count(), { timeout: 15_000 }).toBe(1);
    expect(await horizontalOverflow(page, SCREENS.phone.width)).toBe(0);
    await screenshot(page, 'admin-promotions-phone');
    await page.context().close();
  });
});
