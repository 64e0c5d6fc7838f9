import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, LAPTOP, launchBrowser, PHONE, screenshot, startSite, type Site } from '../support';
import { createCustomer, dataOf, dishNamed, eventually, PASSWORD, uniqueEmail } from './storefront-helpers';

interface PickupSlot {
  from: string;
  to: string;
  label: string;
  full: boolean;
}

interface PickupChoice {
  cookDate: string;
  slots: PickupSlot[];
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** The slot as checkout shows it, in the site's one 12-hour form: '12:15 pm – 12:30 pm'. */
const slotName = (slot: PickupSlot) => new RegExp(`^${clock.format(new Date(slot.from))} – ${clock.format(new Date(slot.to))}`);

async function signIn(page: Page, site: Site, email: string): Promise<void> {
  await page.goto(`${site.url}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A customer with one portion of the dish in their server cart. */
async function customerWithCart(site: Site, label: string, scheduleId: number): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const token = await createCustomer(site, email, 'Asha Rao');
  dataOf(await site.api('POST', '/cart/add', { menuScheduleId: scheduleId, quantity: 1 }, token), 'cart add');
  return { email, token };
}

describe('checkout with pickup slots and a hold on the portions', () => {
  let site: Site;
  let browser: Browser;
  let scheduleId: number;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const dosa = await dishNamed(site, 'Paneer Butter Masala');
    scheduleId = dosa.activeScheduleId as number;
    const admin = await site.adminToken();
    // Admin answers are plain JSON, without the envelope.
    const schedule = await site.api<{ cookDate: string }>('GET', `/admin/menu-schedules/${scheduleId}`, undefined, admin);
    // One order per 15-minute slot, so a second buyer fills a slot.
    const plan = await site.api('PUT', `/admin/pickup-plans/${schedule.body.cookDate}`, { slotMinutes: 15, maxOrdersPerSlot: 1 }, admin);
    expect(plan.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`holds the cart with a countdown, refuses a slot that filled meanwhile, and confirms another (${viewport.width} px)`, async () => {
      const context = await browser.newContext({
        viewport,
        isMobile: name === 'phone',
        hasTouch: name === 'phone',
        timezoneId: 'Asia/Kolkata',
        locale: 'en-IN',
      });
      const page = await context.newPage();
      const customer = await customerWithCart(site, `slots-${name}`, scheduleId);
      await signIn(page, site, customer.email);
      await page.goto(`${site.url}/checkout`);

      const hold = page.getByTestId('hold-notice');
      await expect
        .poll(() => hold.innerText(), { timeout: 10_000 })
        .toMatch(/^We're holding your 1 Paneer Butter Masala for you for (10:00|9:5\d) more$/);
      const first = await hold.innerText();
      await eventually(() => hold.innerText()).not.toBe(first);

      // The first open slot, as the customer sees it.
      const [choice] = dataOf<PickupChoice[]>(await site.api('GET', '/checkout/pickup-slots', undefined, customer.token), 'pickup slots');
      const [wanted, other] = choice.slots.filter((slot) => !slot.full);
      await page.getByRole('radio', { name: slotName(wanted) }).check();
      await screenshot(page, `customer-checkout-slots-${name}`);
      expect(await horizontalOverflow(page, viewport.width)).toBe(0);

      // Someone else takes that slot before this customer confirms.
      const rival = await customerWithCart(site, `rival-${name}`, scheduleId);
      dataOf(
        await site.api(
          'POST',
          '/orders',
          { orderItems: [{ menuScheduleId: scheduleId, quantity: 1 }], pickupSlots: [{ cookDate: choice.cookDate, from: wanted.from }] },
          rival.token,
        ),
        'rival order',
      );

      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `The ${wanted.label} pickup just filled up; please pick another time.` })
        .first()
        .waitFor();
      await eventually(() => page.getByRole('radio', { name: slotName(wanted) }).isDisabled()).toBe(true);
      await expect(page.getByRole('radio', { name: slotName(wanted) }).isChecked()).resolves.toBe(false);

      await page.getByRole('radio', { name: slotName(other) }).check();
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL(/\/order-confirmation$/);
      const pickup = await page.getByTestId('order-pickup').innerText();
      expect(pickup).toMatch(/^Pickup: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m$/);
      const [placed] = dataOf<{ orderItems: { pickupFrom: string; pickupSlot: boolean }[] }[]>(
        await site.api('GET', '/orders/my-orders', undefined, customer.token),
        'my orders',
      );
      expect(placed.orderItems[0]).toMatchObject({ pickupFrom: other.from, pickupSlot: true });
      await context.close();
    });
  }
});
