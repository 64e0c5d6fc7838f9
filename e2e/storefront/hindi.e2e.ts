import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, LAPTOP, launchBrowser, PHONE, screenshot, startSite, type Site } from '../support';
import { dataOf, dishNamed, eventually, PASSWORD, uniqueEmail } from './storefront-helpers';

/** The header's language menu: in the header on a laptop, in the navigation drawer on a phone. */
async function chooseLanguage(page: Page, phone: boolean, name: 'हिन्दी' | 'English'): Promise<void> {
  if (phone) await page.getByRole('button', { name: /^(Open navigation|नेविगेशन खोलें)$/ }).click();
  await page.getByRole('button', { name: /^(Language|भाषा):/ }).click();
  await page.getByRole('menuitem', { name }).click();
  if (phone) await page.keyboard.press('Escape');
}

/** A customer who signed up with the site in Hindi: their account's language is Hindi. */
async function hindiCustomer(site: Site, label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  dataOf(
    await site.api('POST', '/auth/register', { name: 'Asha Rao', email, phone: '919876500001', password: PASSWORD, language: 'hi' }),
    'register',
  );
  const otp = await site.mail.codeFor(email);
  const { token } = dataOf<{ token: string }>(await site.api('POST', '/auth/verify-email', { email, otp }), 'verify-email');
  return { email, token };
}

describe('the customer site in Hindi', () => {
  let site: Site;
  let browser: Browser;
  let scheduleId: number;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    scheduleId = (await dishNamed(site, 'Paneer Butter Masala')).activeScheduleId as number;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    const phone = name === 'phone';

    it(`switches to Hindi on the menu and cart, keeps it after a reload, and fetches the font only then (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (/devanagari.*\.woff2$/.test(request.url())) fonts.push(request.url());
      });

      await page.goto(`${site.url}/menu`);
      await page.getByRole('heading', { level: 1, name: 'Our Menu' }).waitFor();
      expect(fonts, 'the English page downloads no Devanagari font').toEqual([]);

      await chooseLanguage(page, phone, 'हिन्दी');
      await page.getByRole('heading', { level: 1, name: 'हमारा मेन्यू' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await eventually(() => fonts.length).toBeGreaterThan(0);
      await eventually(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'मेन्यू'))).toBe(true);
      await eventually(() => page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', 'मेन्यू'))).toBe(true);
      expect(await horizontalOverflow(page, viewport.width)).toBeLessThanOrEqual(0);
      await screenshot(page, `hindi-menu-${name}`);

      // The first dish that can be ordered: the earliest cook date may have closed already.
      await page.locator('button:enabled', { hasText: 'कार्ट में डालें' }).first().click();
      await page.goto(`${site.url}/cart`);
      await page.getByRole('heading', { level: 1, name: 'आपका कार्ट' }).waitFor();
      await page.getByRole('button', { name: 'चेकआउट' }).waitFor();
      expect(await page.getByTestId('subtotal').innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);
      expect(await horizontalOverflow(page, viewport.width)).toBeLessThanOrEqual(0);
      await screenshot(page, `hindi-cart-${name}`);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'आपका कार्ट' }).waitFor();

      await chooseLanguage(page, phone, 'English');
      await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });

    it(`applies a Hindi account's language on sign-in and shows checkout in Hindi (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      const page = await context.newPage();
      const customer = await hindiCustomer(site, `hindi-${name}`);
      dataOf(await site.api('POST', '/cart/add', { menuScheduleId: scheduleId, quantity: 1 }, customer.token), 'cart add');

      await page.goto(`${site.url}/login`);
      await page.getByLabel(/^Email/).fill(customer.email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');

      await page.goto(`${site.url}/checkout`);
      await page.getByRole('heading', { level: 1, name: 'चेकआउट' }).waitFor();
      await page.getByRole('heading', { name: 'पिकअप का समय' }).waitFor();
      await page.getByRole('button', { name: 'ऑर्डर पक्का करें' }).waitFor();
      await eventually(() => page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', 'चेकआउट'))).toBe(true);
      await eventually(() => page.getByTestId('hold-notice').innerText()).toMatch(/^हम आपके 1 Paneer Butter Masala अगले \d+:\d{2} मिनट तक/);
      expect(await horizontalOverflow(page, viewport.width)).toBeLessThanOrEqual(0);
      await screenshot(page, `hindi-checkout-${name}`);
      await context.close();
    });
  }
});
