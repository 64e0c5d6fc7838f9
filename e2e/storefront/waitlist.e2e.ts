import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { consoleContext, envelopeData, okBody, registerCustomer, unique } from '../admin/admin-helpers';
import { SCREENS, whollyInViewport } from '../phone/phone-helpers';
import { PASSWORD, logInThroughForm } from '../accounts/accounts-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/**
 * Issue 16's 'Notify me': a guest on a sold-out dish is sent to log in and comes back on the list; a cancellation
 * frees the portion and the waitlist job tells them on the site and by e-mail (with one-click unsubscribe headers);
 * the e-mail's link unsubscribes; the console shows who waits.
 */
describe('notify me when a sold-out dish is back', () => {
  let site: Site;
  let browser: Browser;
  let dishId: number;
  let dishName: string;
  let buyerToken: string;
  let orderId: string;
  const waiterEmail = `waiter.${Date.now().toString(36)}@example.com`;

  beforeAll(async () => {
    site = await startSite();
    const adminToken = await site.adminToken();
    dishName = unique('Gajar Halwa');
    const cookDate = kitchenDay(2);
    dishId = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menus',
        { name: dishName, description: 'Carrot pudding', price: 90, imageUrl: '/media/halwa.png' },
        adminToken,
      ),
      'dish',
    ).id;
    const schedule = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        {
          menuId: dishId,
          cookDate,
          orderCutoffAt: at(cookDate, '10:00'),
          pickupFrom: at(cookDate, '12:00'),
          pickupTo: at(cookDate, '14:00'),
          availableQty: 1,
        },
        adminToken,
      ),
      'schedule',
    );
    buyerToken = await registerCustomer(site, `buyer.${Date.now().toString(36)}@example.com`, 'Buyer');
    orderId = envelopeData<{ id: string }>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'COD' }, buyerToken),
      'order',
    ).id;
    await registerCustomer(site, waiterEmail, 'Waiting Customer');
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("offers 'Notify me' on the sold-out card at laptop width", async () => {
    const page = await (await browser.newContext({ viewport: SCREENS.laptop })).newPage();
    await page.goto(`${site.url}/menu`);
    const card = page.getByRole('article', { name: dishName });
    await expect.poll(() => card.getByRole('button', { name: `Notify me when ${dishName} is back` }).count()).toBe(1);
    expect(await card.getByRole('button', { name: /Add to Cart/ }).isDisabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-menu-card-laptop');
    await page.context().close();
  });

  it('sends a guest to log in and brings them back on the list, on a phone', async () => {
    const page = await (await browser.newContext({ viewport: SCREENS.phone, isMobile: true, hasTouch: true })).newPage();
    await page.goto(`${site.url}/food/${dishId}`);
    // The sold-out dish's sticky bar, in reach of a thumb, offers the waitlist rather than a disabled Add to Cart.
    const notify = page.getByTestId('sticky-action-bar').getByRole('button', { name: `Notify me when ${dishName} is back` });
    await notify.waitFor();
    expect(await whollyInViewport(notify, 'phone')).toBe(true);
    expect(await page.getByRole('button', { name: /Add to Cart/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Notify me/ }).count()).toBe(1);
    await screenshot(page, 'waitlist-dish-sold-out-phone');
    await notify.click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/^Email/).fill(waiterEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(new RegExp(`/food/${dishId}$`));
    await expect.poll(() => page.getByText("You're on the list").count()).toBe(1);
    expect(await horizontalOverflow(page, SCREENS.phone.width)).toBe(0);
    await screenshot(page, 'waitlist-dish-phone');

    const adminToken = await site.adminToken();
    const lists = okBody<{ id: number; name: string; waiting: number }[]>(
      await site.api('GET', '/admin/waitlists', undefined, adminToken),
      'waitlists',
    );
    expect(lists.find((row) => row.id === dishId)).toMatchObject({ name: dishName, waiting: 1 });
    await page.context().close();
  }, 60_000);

  it('tells the waiting customer when a cancellation frees the portion, and the e-mail unsubscribes', async () => {
    envelopeData(await site.api('POST', `/orders/${orderId}/cancel`, undefined, buyerToken), 'cancel');
    const mail = await site.mail.waitFor(waiterEmail, new RegExp(`${dishName} is back`), 45_000);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http.*\/api\/v1\/messages\/unsubscribe\?token=[\w.-]+>$/);
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const page = await (await browser.newContext({ viewport: SCREENS.phone, isMobile: true, hasTouch: true })).newPage();
    await logInThroughForm(page, site, waiterEmail, PASSWORD);
    await page.waitForURL(/\/menu$/);
    await page.goto(`${site.url}/profile/notifications`);
    const feed = page.getByRole('list', { name: 'Notifications' });
    await expect.poll(() => feed.getByRole('link', { name: `${dishName} is back` }).count()).toBe(1);
    expect(await horizontalOverflow(page, SCREENS.phone.width)).toBe(0);
    await screenshot(page, 'notifications-phone');

    await page.goto(`${site.url}/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByText("Done: you will get no more 'Back in stock' e-mails.").count()).toBe(1);
    await screenshot(page, 'unsubscribe-phone');
    await page.goto(`${site.url}/profile/notifications`);
    await expect.poll(() => page.getByRole('switch', { name: 'Back in stock: E-mail' }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'Back in stock: E-mail' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Back in stock: On this site' }).isChecked()).toBe(true);
    await page.context().close();
  }, 90_000);

  it('lets a customer ask for new drops in the profile at laptop width', async () => {
    const page = await (await browser.newContext({ viewport: SCREENS.laptop })).newPage();
    await logInThroughForm(page, site, waiterEmail, PASSWORD);
    await page.waitForURL(/\/menu$/);
    await page.goto(`${site.url}/profile/notifications`);
    const newDrops = page.getByRole('switch', { name: 'New drops: E-mail' });
    await expect.poll(() => newDrops.count()).toBe(1);
    expect(await newDrops.isChecked()).toBe(false);
    await newDrops.click();
    await expect.poll(() => newDrops.isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'New drops: E-mail' }).isChecked()).toBe(true);
    await screenshot(page, 'notifications-laptop');
    await page.context().close();
  }, 60_000);

  it('shows the console how many wait for each dish, at laptop and phone width', async () => {
    const adminToken = await site.adminToken();
    for (const screen of ['laptop', 'phone'] as const) {
      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      await page.goto(`${site.url}/admin/waitlists`);
      await expect.poll(() => page.getByText(dishName).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `admin-waitlists-${screen}`);
      await page.context().close();
    }
  }, 60_000);
});
