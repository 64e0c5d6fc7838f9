import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { createCustomer, dataOf, dishNamed } from '../storefront/storefront-helpers';
import { consoleContext, okBody, typeDay } from './admin-helpers';

interface KitchenSettings {
  defaultSlotMinutes: number;
  defaultMaxOrdersPerSlot: number | null;
}

interface PickupPlan {
  cookDate: string;
  slotMinutes: number;
  maxOrdersPerSlot: number;
}

interface AdminSchedule {
  id: number;
  maxPerCustomer: number | null;
}

/** Today on the kitchen's clock, the day the plan dialog proposes. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * Issue 15 in the console: the kitchen's slot defaults, a cook date's own plan, and a schedule's limit per
 * customer are set from the console on a laptop and on a phone, and the server has them.
 */
describe('running a drop from the console', () => {
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

  const consolePage = async (screen: ScreenName): Promise<Page> => (await consoleContext(browser!, adminToken, screen)).newPage();

  const settings = async () => okBody<KitchenSettings>(await site.api('GET', '/admin/kitchen-settings', undefined, adminToken), 'settings');
  const plan = async () => (await site.api<PickupPlan>('GET', `/admin/pickup-plans/${today}`, undefined, adminToken)).body;

  const cases: [ScreenName, { slot: string; max: string; perCustomer: string }][] = [
    ['laptop', { slot: '30', max: '4', perCustomer: '2' }],
    ['phone', { slot: '60', max: '3', perCustomer: '3' }],
  ];

  for (const [screen, wanted] of cases) {
    it(`sets the defaults, a cook date's plan and a limit per customer (${SCREENS[screen].width} px)`, async () => {
      const page = await consolePage(screen);
      await page.goto(`${site.url}/admin/pickup-slots`);
      await page.getByText('Kitchen defaults').waitFor();

      const defaults = page.getByRole('form', { name: 'Kitchen defaults' });
      await defaults.getByLabel('Slot length').click();
      await page.getByRole('option', { name: '20 min' }).click();
      await defaults.getByLabel('Most orders per slot').fill('6');
      await defaults.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Pickup slot defaults saved').waitFor();
      expect(await settings()).toMatchObject({ defaultSlotMinutes: 20, defaultMaxOrdersPerSlot: 6 });

      // The laptop adds today's plan; the phone edits it.
      if (screen === 'laptop') await page.getByRole('button', { name: 'Add cook date' }).click();
      else
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Slot length').click();
      await page.getByRole('option', { name: `${wanted.slot} min` }).click();
      await dialog.getByLabel(/Most orders per slot/).fill(wanted.max);
      await screenshot(page, `admin-pickup-plan-${screen}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await plan()).toMatchObject({ cookDate: today, slotMinutes: Number(wanted.slot), maxOrdersPerSlot: Number(wanted.max) });
      await page.getByRole('cell', { name: `${wanted.slot} min` }).waitFor();
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `admin-pickup-slots-${screen}`);

      await page.goto(`${site.url}/admin/food`);
      // A table on a laptop, one block per schedule (a list) on a phone.
      const schedules = page.getByRole(screen === 'phone' ? 'list' : 'region', { name: 'Available Menu Schedules' });
      await schedules
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const edit = page.getByRole('dialog');
      await edit.getByLabel('Max per customer').fill(wanted.perCustomer);
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      const stored = okBody<AdminSchedule[]>(
        await site.api('GET', `/admin/menu-schedules?sort=${encodeURIComponent('["cookDate","ASC"]')}`, undefined, adminToken),
        'schedules',
      );
      expect(stored[0]?.maxPerCustomer).toBe(Number(wanted.perCustomer));
      await page.context().close();
    });
  }

  it('lists only the orders of one pickup slot when filtered by it, and downloads the production sheet as CSV (1366 px)', async () => {
    const dish = await dishNamed(site, 'Masala Dosa');
    const schedule = okBody<{ cookDate: string }>(
      await site.api('GET', `/admin/menu-schedules/${dish.activeScheduleId}`, undefined, adminToken),
      'schedule',
    );
    okBody(await site.api('PUT', `/admin/pickup-plans/${schedule.cookDate}`, { slotMinutes: 15, maxOrdersPerSlot: 5 }, adminToken), 'plan');
    const place = async (email: string, name: string, slotIndex: number): Promise<string> => {
      const token = await createCustomer(site, email, name);
      dataOf(await site.api('POST', '/cart/add', { menuScheduleId: dish.activeScheduleId, quantity: 1 }, token), 'cart');
      const [choice] = dataOf<{ cookDate: string; slots: { from: string }[] }[]>(
        await site.api('GET', '/checkout/pickup-slots', undefined, token),
        'slots',
      );
      const from = choice.slots[slotIndex].from;
      dataOf(
        await site.api(
          'POST',
          '/orders',
          { orderItems: [{ menuScheduleId: dish.activeScheduleId, quantity: 1 }], pickupSlots: [{ cookDate: choice.cookDate, from }] },
          token,
        ),
        'order',
      );
      return from;
    };
    const early = await place('early.slot@example.com', 'Early Bird', 0);
    await place('late.slot@example.com', 'Late Comer', 3);

    const page = await consolePage('laptop');
    await page.goto(`${site.url}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ pickupAt: early }))}`);
    await page.getByText('Early Bird').waitFor();
    expect(await page.getByText('Late Comer').count()).toBe(0);
    expect(await page.locator('input[name=pickupAt]').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m$/i);

    // The production sheet of that cook date downloads as CSV with each pickup in its slot.
    await page.goto(`${site.url}/admin/production`);
    await typeDay(page, 'Cook date', schedule.cookDate);
    await page.getByText('Early Bird').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`production-${schedule.cookDate}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Early Bird');
    expect(csv).toContain('Late Comer');
    await page.context().close();
  });
});
