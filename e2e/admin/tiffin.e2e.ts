import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { createCustomer, dataOf, uniqueEmail } from '../storefront/storefront-helpers';
import { consoleContext, okBody, unique } from './admin-helpers';

/** Set TIFFIN_SHOTS_DIR to keep the pages' screenshots somewhere to look at, besides e2e/artifacts. */
const extraShots = process.env.TIFFIN_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (extraShots) {
    mkdirSync(extraShots, { recursive: true });
    await page.screenshot({ path: join(extraShots, `${name}.png`), fullPage: true });
  }
}

const KITCHEN_ZONE = 'Asia/Kolkata';

/** The kitchen's calendar day `days` from today, 'YYYY-MM-DD'. */
function kitchenDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_ZONE }).format(new Date());
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
/** A cook date as the console's pickers write it ('Fri, 27 Nov'). */
const consoleDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Chooses an option of a select (within scope), and waits for its menu to fade out before the page is checked. */
async function pick(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

async function pageChecks(page: Page, screen: ScreenName): Promise<void> {
  // A notification still growing in is half transparent, and axe would measure the contrast of that moment.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.MuiSnackbarContent-root')).every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
  expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/**
 * Issue 36 in the console: the kitchen sets up a weekday lunch plan with 30-minute pickup slots and its dish for a cook
 * date (still listed after a reload), a customer subscribes (through the API), the kitchen records the cash it
 * received, the Subscriptions page shows the customer, the slot and the money, and a dish is marked as the tiffin dish,
 * at 1366 and at 390 px.
 */
describe('tiffin plans and subscriptions in the console', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;
  const dishName = unique('Rajma Chawal');
  // The first weekday at least three days ahead: its skip cutoff (8 pm the day before) is still to come, and the demo
  // seed's dishes (tomorrow and the day after) are not on it, so this dish is the date's only one.
  const cookDate = [3, 4, 5, 6, 7].map(kitchenDay).find((day) => isoWeekday(day) <= 5)!;
  const plans: Partial<Record<ScreenName, { id: number; name: string }>> = {};

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    const dish = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menus',
        { name: dishName, description: 'Rajma with rice', price: 140, imageUrl: '/media/thali.png' },
        adminToken,
      ),
      'dish',
    );
    okBody(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        {
          menuId: dish.id,
          cookDate,
          orderCutoffAt: at(cookDate, '10:00'),
          pickupFrom: at(cookDate, '12:30'),
          pickupTo: at(cookDate, '14:00'),
          availableQty: 30,
        },
        adminToken,
      ),
      'schedule',
    );
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const screen of ['laptop', 'phone'] as ScreenName[]) {
    const width = SCREENS[screen].width;

    it(`creates a weekday lunch plan and chooses its dish for a cook date (${width} px)`, async () => {
      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      const name = unique('Weekday lunch');
      await page.goto(`${site.url}/admin/tiffin-plans`);
      await page.getByRole('link', { name: 'New plan' }).click();
      await page.getByRole('textbox', { name: /^Name/ }).fill(name);
      // A new plan starts as weekday lunch, skipping until 8 pm the day before.
      expect(await page.getByRole('radio', { name: 'Lunch' }).isChecked()).toBe(true);
      for (const day of ['Monday', 'Friday']) expect(await page.getByRole('checkbox', { name: day }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(false);
      await page.getByRole('spinbutton', { name: /^Price per meal/ }).fill('120.50');
      await page.getByRole('spinbutton', { name: /^Most subscribers/ }).fill('20');
      await page.getByRole('checkbox', { name: 'Calendar month' }).check();
      // One slot for the whole window until a slot length is given; then the slots that length cuts it into.
      const slotsSummary = page.getByTestId('pickup-slots-summary');
      expect(await slotsSummary.innerText()).toBe('One slot: every subscriber collects between 12:30 pm – 2 pm.');
      await page.getByRole('spinbutton', { name: /^Slot length/ }).fill('30');
      const slots = '12:30 pm – 1 pm, 1 pm – 1:30 pm, 1:30 pm – 2 pm';
      expect(await slotsSummary.innerText()).toBe(`Subscribers choose from 3 slots: ${slots}.`);
      expect(await page.getByTestId('skip-cutoff-summary').innerText()).toBe(
        'Customers can skip, pause or cancel a meal until 8 pm the day before.',
      );
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-plan-new-${screen}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/tiffin-plans\/\d+$/);
      plans[screen] = { id: Number(page.url().split('/').at(-1)), name };
      expect(
        okBody<{ slotMinutes: number; pickupSlots: unknown[] }>(
          await site.api('GET', `/admin/tiffin-plans/${plans[screen].id}`, undefined, adminToken),
          'plan',
        ),
      ).toMatchObject({
        slotMinutes: 30,
        pickupSlots: [
          { from: '12:30', to: '13:00' },
          { from: '13:00', to: '13:30' },
          { from: '13:30', to: '14:00' },
        ],
      });

      const dishes = page.getByRole('region', { name: 'Dish by cook date' });
      await pick(page, 'Cook date', consoleDay(cookDate), dishes);
      // The date's only dish is chosen with the date.
      expect(await dishes.getByRole('combobox', { name: 'Dish' }).innerText()).toContain(dishName);
      const dishesSet = dishes.getByRole('list', { name: 'Dishes set' });
      const dishSet = `${consoleDay(cookDate)}: ${dishName}, 0 meals hold a portion`;
      await expect.poll(() => dishes.getByText('No coming date has a dish yet.').count()).toBe(1);
      await dishes.getByRole('button', { name: 'Serve this dish' }).click();
      await expect.poll(() => dishesSet.getByText(dishSet).count()).toBe(1);
      // After a reload the plan's coming dishes and its slots come from the server again.
      await page.reload();
      await expect.poll(() => dishesSet.getByText(dishSet).count()).toBe(1);
      expect(await page.getByRole('spinbutton', { name: /^Slot length/ }).inputValue()).toBe('30');
      expect(await slotsSummary.innerText()).toBe(`Subscribers choose from 3 slots: ${slots}.`);
      await dishes.scrollIntoViewIfNeeded();
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-plan-dish-${screen}`);

      await page.goto(`${site.url}/admin/tiffin-plans`);
      const plan = screen === 'phone' ? page.getByRole('listitem', { name }) : page.getByRole('row').filter({ hasText: name });
      await plan.waitFor();
      const text = await plan.innerText();
      for (const fact of [
        'Lunch',
        'Mon–Fri',
        '₹120.50',
        'One week',
        'Calendar month',
        '12:30 pm – 2 pm',
        // The slots, one a line.
        slots.replaceAll(', ', '\n'),
        '8 pm the day before',
        '0 of 20',
      ])
        expect(text).toContain(fact);
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-plans-${screen}`);
      await page.context().close();
    }, 60_000);

    it(`records a customer's payment by hand and shows the subscription's money (${width} px)`, async () => {
      const plan = plans[screen]!;
      // A customer who has never ordered: the list still shows the name and phone the subscription carries.
      const customerName = unique('Tiffin Customer');
      const customerToken = await createCustomer(site, uniqueEmail(`tiffin.${screen}`), customerName);
      const subscription = dataOf<{ id: number; amount: number; mealsInPeriod: number }>(
        await site.api('POST', '/tiffin/subscriptions', { planId: plan.id, period: 'WEEK' }, customerToken),
        'subscribe',
      );
      // Any seven days in a row hold five weekdays: 5 × ₹120.50.
      expect(subscription).toMatchObject({ mealsInPeriod: 5, amount: 602.5 });

      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      await page.goto(`${site.url}/admin/tiffin-subscriptions`);
      await pick(page, 'Plan', plan.name);
      const entry =
        screen === 'phone'
          ? page.getByRole('listitem', { name: `Subscription ${subscription.id}` })
          : page.getByRole('row').filter({ hasText: plan.name });
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.innerText()).toContain(customerName);
      expect(await entry.innerText()).toContain('+91 98765 00001');
      expect(await entry.innerText()).toMatch(/Awaiting payment[\s\S]*Prepaid[\s\S]*₹602\.50[\s\S]*₹0\.00[\s\S]*₹0\.00[\s\S]*₹602\.50/);
      await pageChecks(page, screen);

      if (screen === 'phone') await entry.getByRole('link').click();
      else await entry.click();
      await page.waitForURL(new RegExp(`/admin/tiffin-subscriptions/${subscription.id}/show$`));
      await expect
        .poll(async () => (await page.locator('dl').first().innerText()).replace(/\s+/g, ' '))
        .toContain(`Customer ${customerName} Phone +91 98765 00001`);
      // Subscribed without choosing a slot: the plan's first.
      expect((await page.locator('dl').first().innerText()).replace(/\s+/g, ' ')).toContain('Pickup slot 12:30 pm – 1 pm');
      await page.getByRole('button', { name: 'Record payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a payment received' });
      const amount = dialog.getByRole('spinbutton', { name: 'Amount received (₹)' });
      expect(await amount.inputValue()).toBe('602.5');
      await amount.fill('600');
      await dialog.getByRole('button', { name: 'Record' }).click();
      await expect.poll(() => dialog.getByText('The period costs ₹602.50: record that amount.').count()).toBe(1);
      await amount.fill('602.50');
      await dialog.getByRole('button', { name: 'Record' }).click();
      await page.getByText('Payment recorded: the subscription is active').waitFor();
      const money = page.getByRole('region', { name: 'Money' });
      await expect
        .poll(async () => (await money.innerText()).replace(/\s+/g, ' '))
        .toContain(
          'Amount ₹602.50 Credit from the last period ₹0.00 Paid ₹602.50 Credit ₹0.00 Credit refunded or carried ₹0.00 ' +
            'Charged ₹602.50 Due ₹0.00 Paid by Prepaid Renews —',
        );
      expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
      expect(await page.getByRole('table', { name: 'Coming meals' }).innerText()).toContain(consoleDay(cookDate));
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-subscription-${screen}`);

      await page.getByRole('link', { name: 'All subscriptions' }).click();
      await pick(page, 'State', 'Active');
      await expect
        .poll(async () => (await entry.count()) === 1 && (await entry.innerText()))
        .toMatch(/Active[\s\S]*₹602\.50[\s\S]*₹602\.50[\s\S]*₹0\.00[\s\S]*₹0\.00/);
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-subscriptions-${screen}`);
      await pick(page, 'State', 'Awaiting payment');
      await expect.poll(() => entry.count()).toBe(0);
      await page.context().close();
    }, 60_000);

    it(`marks a period UPI AutoPay pays, in the list and on its page (${width} px)`, async () => {
      const planName = unique('AutoPay lunch');
      const plan = okBody<{ id: number }>(
        await site.api(
          'POST',
          '/admin/tiffin-plans',
          {
            name: planName,
            meal: 'LUNCH',
            weekdays: [1, 2, 3, 4, 5],
            periods: ['WEEK'],
            pricePerMeal: 100,
            capacity: 5,
            pickupFrom: '12:30',
            pickupTo: '14:00',
            skipCutoffDaysBefore: 1,
            skipCutoffTime: '20:00',
            active: true,
            autopayAllowed: true,
          },
          adminToken,
        ),
        'plan',
      );
      const customerToken = await createCustomer(site, uniqueEmail(`autopay.${screen}`), unique('AutoPay Customer'));
      const { id } = dataOf<{ id: number }>(
        await site.api('POST', '/tiffin/subscriptions', { planId: plan.id, period: 'WEEK' }, customerToken),
        'subscribe',
      );
      const mandate = dataOf<{ providerSubscriptionId: string }>(
        await site.api('POST', `/tiffin/subscriptions/${id}/autopay`, {}, customerToken),
        'autopay',
      );
      // The test mode's first AutoPay charge approves the mandate and pays the week.
      dataOf(await site.api('POST', `/payments/test/subscriptions/${mandate.providerSubscriptionId}/pay`, {}, customerToken), 'charge');

      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      await page.goto(`${site.url}/admin/tiffin-subscriptions`);
      await pick(page, 'Plan', planName);
      const entry =
        screen === 'phone'
          ? page.getByRole('listitem', { name: `Subscription ${id}` })
          : page.getByRole('row').filter({ hasText: planName });
      await expect.poll(async () => (await entry.count()) === 1 && (await entry.innerText())).toMatch(/Active[\s\S]*UPI AutoPay/);
      expect(await entry.locator('.MuiChip-root').filter({ hasText: 'UPI AutoPay' }).count()).toBe(1);
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-subscriptions-autopay-${screen}`);
      await page.goto(`${site.url}/admin/tiffin-subscriptions/${id}/show`);
      const money = page.getByRole('region', { name: 'Money' });
      await expect.poll(async () => (await money.innerText()).replace(/\s+/g, ' ')).toContain('Paid by UPI AutoPay Renews —');
      await page.context().close();
    }, 60_000);

    it(`marks a dish as the tiffin dish, which the dishes table then shows (${width} px)`, async () => {
      const name = unique('Kadhi Chawal');
      const dish = okBody<{ id: number; tiffin: boolean }>(
        await site.api(
          'POST',
          '/admin/menus',
          { name, description: 'Kadhi with rice', price: 130, imageUrl: '/media/thali.png' },
          adminToken,
        ),
        'dish',
      );
      expect(dish.tiffin).toBe(false);
      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      await page.goto(`${site.url}/admin/food`);
      await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
      const row = page.getByRole('table', { name: 'Available Menus' }).getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.getByText('Tiffin', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
      const tiffin = dialog.getByRole('switch', { name: 'Tiffin dish' });
      expect(await tiffin.isChecked()).toBe(false);
      await tiffin.check();
      await tiffin.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-dish-dialog-${screen}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Item updated').waitFor();
      await row.getByText('Tiffin', { exact: true }).waitFor();
      expect(okBody<{ tiffin: boolean }>(await site.api('GET', `/admin/menus/${dish.id}`, undefined, adminToken), 'dish').tiffin).toBe(
        true,
      );
      await pageChecks(page, screen);
      await shoot(page, `admin-tiffin-dish-${screen}`);
      await page.context().close();
    }, 60_000);
  }
});
