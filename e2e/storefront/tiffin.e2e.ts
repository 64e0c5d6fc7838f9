import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  horizontalOverflow,
  LAPTOP,
  launchBrowser,
  PHONE,
  screenshot,
  seriousAccessibilityViolations,
  startSite,
  type Site,
} from '../support';
import { createCustomer, dataOf, dishNamed, eventually, PASSWORD, toastText, uniqueEmail } from './storefront-helpers';

const PLAN_NAME = 'Everyday lunch';
const AUTOPAY_PLAN_NAME = 'Weekly dinner, AutoPay';
const DISH = 'Paneer Butter Masala';

/** Today in the kitchen's zone, where cook dates are counted. */
const kitchenToday = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date());

const meal = (page: Page, cookDate: string) => page.locator(`[data-cook-date="${cookDate}"]`);

async function expectPageFits(page: Page, width: number): Promise<void> {
  expect(await horizontalOverflow(page, width)).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('tiffin plans for the customer', () => {
  let site: Site;
  let browser: Browser;
  let scheduleDate: string;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const admin = await site.adminToken();
    // Every day, changeable until 11:59 pm the same day: the first meal is today, whatever day the test runs.
    const plan = await site.api<{ id: number }>(
      'POST',
      '/admin/tiffin-plans',
      {
        name: PLAN_NAME,
        meal: 'LUNCH',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        pricePerMeal: 120.5,
        periods: ['WEEK', 'MONTH'],
        capacity: 10,
        pickupFrom: '12:30',
        pickupTo: '14:00',
        skipCutoffDaysBefore: 0,
        skipCutoffTime: '23:59',
        active: true,
      },
      admin,
    );
    expect(plan.status).toBe(201);
    // Admin answers are plain JSON, without the envelope.
    const scheduleId = (await dishNamed(site, DISH)).activeScheduleId as number;
    scheduleDate = (await site.api<{ cookDate: string }>('GET', `/admin/menu-schedules/${scheduleId}`, undefined, admin)).body.cookDate;
    const served = await site.api('PUT', `/admin/tiffin-plans/${plan.body.id}/meals/${scheduleDate}`, { scheduleId }, admin);
    expect(served.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`subscribes and pays in test mode, then skips a meal and pauses two and sees the credit (${viewport.width} px)`, async () => {
      const email = uniqueEmail(`tiffin-${name}`);
      await createCustomer(site, email, 'Meera Iyer');
      const phone = name === 'phone';
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      const page = await context.newPage();

      // A guest finds the plans in the site's navigation.
      await page.goto(`${site.url}/menu`);
      if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tiffin', exact: true }).click();
      await page.waitForURL(/\/tiffin$/);
      const card = page.getByRole('article', { name: PLAN_NAME });
      await card.waitFor();
      expect(await card.innerText()).toContain('₹120.50');
      expect(await card.innerText()).toContain('11:59 pm on the day');
      await screenshot(page, `customer-tiffin-plans-${name}`);
      await expectPageFits(page, viewport.width);

      // Subscribing asks a guest to log in, then brings them back to the plan's form.
      await card.getByRole('button', { name: 'Subscribe' }).click();
      await logIn(page, email);
      await page.waitForURL(/\/tiffin\?plan=\d+$/);
      const form = page.getByRole('dialog', { name: `Subscribe to ${PLAN_NAME}` });
      await form.getByRole('radio', { name: '1 week' }).check();
      await form.getByRole('button', { name: 'Continue' }).click();
      const summary = page.getByRole('dialog', { name: 'Your subscription' });
      await summary.waitFor();
      expect(await summary.innerText()).toMatch(/Meals\s+7/);
      expect(await summary.innerText()).toMatch(/To pay\s+₹843\.50/);
      // The 'Please log in' toast from before signing in has gone (the toast's own colours are not this page's).
      await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
      await expectPageFits(page, viewport.width);
      await summary.getByRole('button', { name: 'Pay ₹843.50' }).click();

      await page.waitForURL(/\/tiffin\/pay\/test\/\d+$/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/tiffin\/mine$/);

      // My tiffin: paid, a week of meals from today, the kitchen's dish on its date.
      const subscription = page.getByRole('article', { name: PLAN_NAME });
      await eventually(() => subscription.getByTestId('subscription-state').innerText()).toBe('Active');
      expect(await subscription.getByTestId('money-paid').innerText()).toMatch(/₹843\.50/);
      expect(await subscription.getByTestId('money-credit').innerText()).toMatch(/₹0\.00/);
      const dates = await subscription
        .locator('[data-cook-date]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-cook-date')));
      expect(dates).toHaveLength(7);
      expect(dates[0]).toBe(kitchenToday());
      expect(await meal(page, scheduleDate).innerText()).toContain(DISH);

      // Skip the dish's day: its meal becomes credit.
      await meal(page, scheduleDate)
        .getByRole('button', { name: /^Skip the meal of / })
        .click();
      await meal(page, scheduleDate)
        .getByRole('button', { name: /^Take back the meal of / })
        .waitFor();
      expect(await meal(page, scheduleDate).innerText()).toContain('Skipped');
      await eventually(() => subscription.getByTestId('money-credit').innerText()).toMatch(/₹120\.50/);

      // Pause the last two days in a row that were not skipped.
      const start = dates.findLastIndex(
        (date, index) => index < dates.length - 1 && date !== scheduleDate && dates[index + 1] !== scheduleDate,
      );
      const [first, second] = [dates[start] as string, dates[start + 1] as string];
      await subscription.getByRole('combobox', { name: 'From' }).click();
      await page.getByRole('option').nth(start).click();
      await subscription.getByRole('combobox', { name: 'To' }).click();
      await page.getByRole('option').nth(1).click();
      await subscription.getByRole('button', { name: 'Pause', exact: true }).click();
      await subscription.getByRole('button', { name: 'Resume paused meals' }).waitFor();
      expect(await meal(page, first).innerText()).toContain('Paused');
      expect(await meal(page, second).innerText()).toContain('Paused');
      await eventually(() => subscription.getByTestId('money-credit').innerText()).toMatch(/₹361\.50/);
      expect(await subscription.getByTestId('money-charged').innerText()).toMatch(/₹482\.00/);

      await page.getByRole('alert').filter({ hasText: 'Meals paused' }).waitFor({ state: 'hidden' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `customer-my-tiffin-${name}`);
      await expectPageFits(page, viewport.width);
      await context.close();
    });
  }

  describe('with UPI AutoPay', () => {
    // Made after the prepaid tests, so their plans page (and its screenshots) keep one plan.
    beforeAll(async () => {
      const admin = await site.adminToken();
      const plan = await site.api(
        'POST',
        '/admin/tiffin-plans',
        {
          name: AUTOPAY_PLAN_NAME,
          meal: 'DINNER',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          pricePerMeal: 99,
          periods: ['WEEK'],
          capacity: 10,
          pickupFrom: '19:00',
          pickupTo: '21:00',
          // Four half-hour slots: 7:00, 7:30, 8:00 and 8:30 pm.
          slotMinutes: 30,
          skipCutoffDaysBefore: 0,
          skipCutoffTime: '23:59',
          active: true,
          autopayAllowed: true,
        },
        admin,
      );
      expect(plan.status).toBe(201);
    });

    for (const [name, viewport] of [
      ['laptop', LAPTOP],
      ['phone', PHONE],
    ] as const) {
      it(`subscribes for the second pickup slot with AutoPay by UPI, sees the period paid and renewing, then changes the slot (${viewport.width} px)`, async () => {
        const email = uniqueEmail(`tiffin-autopay-${name}`);
        const token = await createCustomer(site, email, 'Arjun Nair');
        const phone = name === 'phone';
        const context = await browser.newContext({
          viewport,
          isMobile: phone,
          hasTouch: phone,
          timezoneId: 'Asia/Kolkata',
          locale: 'en-IN',
        });
        const page = await context.newPage();

        await page.goto(`${site.url}/tiffin`);
        await page.getByRole('article', { name: AUTOPAY_PLAN_NAME }).getByRole('button', { name: 'Subscribe' }).click();
        await logIn(page, email);
        await page.waitForURL(/\/tiffin\?plan=\d+$/);
        const form = page.getByRole('dialog', { name: `Subscribe to ${AUTOPAY_PLAN_NAME}` });
        const slots = form.getByRole('group', { name: 'Pickup slot' });
        await slots.waitFor();
        expect(await slots.getByRole('radio').count()).toBe(4);
        expect(await slots.getByRole('radio', { name: '7:00 pm – 7:30 pm' }).isChecked()).toBe(true);
        await slots.getByRole('radio', { name: '7:30 pm – 8:00 pm' }).check();
        await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
        await screenshot(page, `customer-tiffin-slot-choice-${name}`);
        await expectPageFits(page, viewport.width);
        await form.getByRole('button', { name: 'Continue' }).click();
        const summary = page.getByRole('dialog', { name: 'Your subscription' });
        await summary.waitFor();
        expect(await summary.innerText()).toMatch(/To pay\s+₹693\.00/);
        expect(await summary.innerText()).toMatch(/Pickup\s+7:30 pm – 8:00 pm/);
        expect(await summary.innerText()).toContain('With AutoPay, your UPI app approves a mandate');
        await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
        await screenshot(page, `customer-tiffin-autopay-offer-${name}`);
        await expectPageFits(page, viewport.width);

        // Test mode: the AutoPay button approves the mandate with its first charge, as Razorpay's page would.
        await summary.getByRole('button', { name: 'AutoPay by UPI: ₹693.00 each period' }).click();
        await page.waitForURL(/\/tiffin\/mine$/);
        expect(await toastText(page)).toBe('Test AutoPay is on — no money moves. Your meals are on.');

        const subscription = page.getByRole('article', { name: AUTOPAY_PLAN_NAME });
        await eventually(() => subscription.getByTestId('subscription-state').innerText()).toBe('Active');
        expect(await subscription.getByTestId('money-paid').innerText()).toMatch(/₹693\.00/);
        expect(await subscription.getByTestId('money-due').innerText()).toMatch(/₹0\.00/);
        expect(await subscription.getByTestId('subscription-autopay').innerText()).toBe('AutoPay by UPI is on: renews each period');
        expect(await subscription.getByRole('button', { name: /^Pay .* now$/ }).count()).toBe(0);
        expect(await subscription.getByTestId('subscription-pickup').innerText()).toBe('Pickup 7:30 pm – 8:00 pm');

        // Every meal can still change (until 11:59 pm on its day), so the new slot applies to them all.
        await subscription.getByRole('button', { name: 'Change pickup slot' }).click();
        const slotDialog = page.getByRole('dialog', { name: 'Change pickup slot' });
        expect(await slotDialog.getByRole('radio', { name: '7:30 pm – 8:00 pm' }).isChecked()).toBe(true);
        await slotDialog.getByRole('radio', { name: '8:30 pm – 9:00 pm' }).check();
        await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
        await screenshot(page, `customer-tiffin-slot-change-${name}`);
        await expectPageFits(page, viewport.width);
        await slotDialog.getByRole('button', { name: 'Change slot' }).click();
        expect(await toastText(page)).toBe('Pickup slot changed to 8:30 pm – 9:00 pm.');
        await eventually(() => subscription.getByTestId('subscription-pickup').innerText()).toBe('Pickup 8:30 pm – 9:00 pm');
        expect(await subscription.getByTestId('meal-pickup').count()).toBe(0);
        const mine = dataOf<{ pickupFrom: string; pickupTo: string; meals: { pickupFrom: string }[] }[]>(
          await site.api('GET', '/tiffin/subscriptions', undefined, token),
          'my subscriptions',
        );
        expect(mine.map(({ pickupFrom, pickupTo }) => [pickupFrom, pickupTo])).toEqual([['20:30', '21:00']]);
        expect(new Set(mine[0].meals.map((one) => one.pickupFrom))).toEqual(new Set(['20:30']));

        await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
        await screenshot(page, `customer-my-tiffin-autopay-${name}`);
        await expectPageFits(page, viewport.width);
        await context.close();
      });
    }
  });
});
