import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, LAPTOP, launchBrowser, screenshot, startSite, type Site } from '../support';
import { okBody } from '../admin/admin-helpers';
import { dataOf, dishNamed, eventually, toastText, uniqueEmail } from './storefront-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/** 'Fri 27 Nov' for a cook date, as the site writes a pickup day. */
function weekdayDate(day: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(
    new Date(`${day}T12:00:00Z`),
  );
  const part = (type: string) => parts.find((found) => found.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

interface CardDate {
  scheduleId: number;
  cookDate: string;
}

/**
 * Issue 33's week in the kitchen, as a customer lives it: the menu by cook date with each pickup, a dish on two dates
 * whose page lets them choose, a guest sent through registration (a password with any symbol) and back to checkout,
 * 12-hour slots, a confirmation listing the pickups by date, and a cancellation from the profile's order page.
 */
describe('storefront: a week of cook dates, from menu to a cancelled order', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let paneerId: number;
  let firstDate: string;
  let dosaDate: string;
  const laterDate = kitchenDay(4);
  let laterScheduleId: number;
  let reference: string;

  beforeAll(async () => {
    site = await startSite();
    const admin = await site.adminToken();
    const paneer = await dishNamed(site, 'Paneer Butter Masala');
    paneerId = paneer.id;
    firstDate = dataOf<{ dates: CardDate[] }>(await site.api('GET', `/menus/${paneerId}`), 'paneer').dates[0].cookDate;
    const dosa = await dishNamed(site, 'Masala Dosa');
    dosaDate = dataOf<{ dates: CardDate[] }>(await site.api('GET', `/menus/${dosa.id}`), 'dosa').dates[0].cookDate;
    // Next week's drop is published while this week's sells: the same dish on a second cook date, with 15-minute slots.
    laterScheduleId = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        {
          menuId: paneerId,
          cookDate: laterDate,
          orderCutoffAt: at(laterDate, '10:00'),
          pickupFrom: at(laterDate, '12:00'),
          pickupTo: at(laterDate, '14:00'),
          availableQty: 10,
        },
        admin,
      ),
      'second schedule',
    ).id;
    okBody(await site.api('PUT', `/admin/pickup-plans/${laterDate}`, { slotMinutes: 15, maxOrdersPerSlot: 5 }, admin), 'pickup plan');
    browser = await launchBrowser();
    if (browser) page = await (await browser.newContext({ viewport: LAPTOP, timezoneId: ZONE, locale: 'en-IN' })).newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows each cook date under its heading, earliest first, with the pickup beside the cutoff', async () => {
    await page.goto(`${site.url}/menu`);
    const later = page.getByRole('region', { name: `Cooked on ${weekdayDate(laterDate)}` });
    await later.waitFor();
    const cookDates = dataOf<{ dates: CardDate[] }[]>(await site.api('GET', '/menus'), 'menus').flatMap((card) =>
      card.dates.map((date) => date.cookDate),
    );
    const expected = [...new Set(cookDates)].sort().map((day) => `Cooked on ${weekdayDate(day)}`);
    const headings = (await page.getByRole('heading', { level: 2 }).allInnerTexts()).filter((text) => text.startsWith('Cooked on'));
    expect(headings).toEqual(expected);
    expect(headings).toContain(`Cooked on ${weekdayDate(firstDate)}`);
    expect(headings.at(-1)).toBe(`Cooked on ${weekdayDate(laterDate)}`);

    const paneerLater = later.getByRole('article', { name: 'Paneer Butter Masala' });
    expect(await paneerLater.innerText()).toContain(`Pickup ${weekdayDate(laterDate)}, 12:00 pm – 2:00 pm`);
    expect(await paneerLater.innerText()).toMatch(/Order before \d{1,2} [A-Z][a-z]{2} \d{4}, 10:00 am/);
    expect(await page.getByRole('article', { name: 'Paneer Butter Masala' }).count()).toBe(2);
    expect(await horizontalOverflow(page, LAPTOP.width)).toBeLessThanOrEqual(0);
    await screenshot(page, 'storefront-menu-by-cook-date');

    await page
      .getByRole('button', { name: /^Add to Cart – Masala Dosa/ })
      .first()
      .click();
    expect(await toastText(page)).toBe('Added to cart');
  });

  it('opens the dish on the chosen card’s date and adds from that date’s schedule', async () => {
    await page
      .getByRole('region', { name: `Cooked on ${weekdayDate(laterDate)}` })
      .getByRole('link', { name: 'Paneer Butter Masala' })
      .click();
    await page.waitForURL(new RegExp(`/food/${paneerId}\\?date=${laterDate}$`));
    const dates = page.getByRole('group', { name: 'Choose a cook date' });
    await dates.waitFor();
    expect(await dates.getByRole('radio').count()).toBe(2);
    expect(await dates.getByRole('radio', { name: new RegExp(weekdayDate(laterDate)) }).isChecked()).toBe(true);
    await screenshot(page, 'storefront-dish-cook-dates');

    await page.getByRole('button', { name: /^Add to Cart – ₹/ }).click();
    await eventually(() => page.getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(1);
    const guestCart = JSON.parse((await page.evaluate(() => localStorage.getItem('guestCart'))) ?? '[]') as { menuScheduleId: number }[];
    expect(guestCart.map((line) => line.menuScheduleId)).toContain(laterScheduleId);
  });

  it('sends a guest at checkout to register, takes a password with any symbol, and comes back to checkout after the code', async () => {
    const email = uniqueEmail('week');
    await page.goto(`${site.url}/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/login$/, { timeout: 5000 });
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/register$/);

    await page.getByLabel(/^Full name/).fill('Kavya Menon');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone number/).fill('98765 43210');
    await page.getByLabel(/^Password/).fill('chai-time');
    await page.getByLabel(/^Confirm password/).fill('chai-time');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await eventually(() => page.getByText('Password needs a number').count()).toBe(1);

    // '#' was refused by the old rule; any symbol counts now.
    await page.getByLabel(/^Password/).fill('Chai#2026');
    await page.getByLabel(/^Confirm password/).fill('Chai#2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/verify-register-otp$/);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await site.mail.codeFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(/\/checkout$/);
    await eventually(() => page.getByRole('region', { name: 'Order Summary' }).getByText('Paneer Butter Masala × 1').count()).toBe(1);
  }, 60_000);

  it('offers 12-hour slots and confirms with the pickups listed by date', async () => {
    const slot = page.getByRole('radio', { name: /^12:00 pm – 12:15 pm/ });
    await slot.waitFor();
    await slot.check();
    await screenshot(page, 'storefront-checkout-cook-dates');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByText('Thank you for your order!').waitFor();

    const pickups = page.getByTestId('order-pickup');
    expect(await pickups.getByRole('listitem').allInnerTexts()).toEqual([
      `${weekdayDate(dosaDate)}, 12:30 pm – 2:30 pm (any time)`,
      `${weekdayDate(laterDate)}, 12:00 pm – 12:15 pm`,
    ]);
    expect(await page.getByText(/Estimated food ready/).count()).toBe(0);
    expect(await page.getByTestId('cancel-window').innerText()).toMatch(/^You can cancel this order within [12]:\d\d$/);
    reference = await page.getByTestId('order-reference').innerText();
    await screenshot(page, 'storefront-confirmation-cook-dates');
  });

  it('cancels from the profile order page, which also links the invoice', async () => {
    await page.goto(`${site.url}/profile/order/${reference}`);
    await page.getByText('Placed on').waitFor();
    expect(await page.getByRole('button', { name: 'Download invoice' }).count()).toBe(1);
    expect(await page.getByText('Pay at pickup', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('cancel-window').innerText()).toMatch(/^You can cancel this order within [01]:\d\d$/);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    expect(await toastText(page)).toBe(`Your order ${reference} has been cancelled.`);
    await eventually(() => page.getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });

  it('shows the menu in Hindi with the dishes’ Hindi names', async () => {
    // A guest's choice (a signed-in customer's account language would win over it).
    const guest = await (await browser.newContext({ viewport: LAPTOP, timezoneId: ZONE, locale: 'en-IN' })).newPage();
    await guest.goto(`${site.url}/about`);
    await guest.evaluate(() => localStorage.setItem('language', 'hi'));
    await guest.goto(`${site.url}/menu`);
    const later = guest.getByRole('region', { name: /को बनेगा$/ }).last();
    await later.waitFor();
    await eventually(() => later.getByRole('article', { name: 'पनीर बटर मसाला' }).count()).toBe(1);
    expect(await later.getByRole('article', { name: 'पनीर बटर मसाला' }).innerText()).toMatch(/पिकअप .*, 12:00 pm – 2:00 pm/);
    await screenshot(guest, 'storefront-menu-hindi-cook-dates');
    await guest.context().close();
  });
});
