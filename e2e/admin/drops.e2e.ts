import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { createCustomer, dataOf, dishNamed } from '../storefront/storefront-helpers';
import { consoleContext, okBody, unique } from './admin-helpers';

interface AdminSchedule {
  id: number;
  availableQty: number;
  heldQty: number;
  maxPerCustomer: number | null;
}

const KITCHEN_ZONE = 'Asia/Kolkata';
const adminQuery = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The kitchen's calendar day `days` from today, 'YYYY-MM-DD'. */
function kitchenDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_ZONE }).format(new Date());
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A cook date as the console writes it ('26 Nov 2026'). */
const consoleDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** An instant as the console writes it, on the kitchen's clock ('24 Nov 2026, 12:15 pm'). */
const consoleTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: KITCHEN_ZONE,
  }).format(new Date(iso));

/**
 * Issue 15 in the console, beyond pickup-slots.e2e.ts (defaults, adding a plan, editing a limit): scheduling a dish
 * with a limit and seeing what checkouts hold, the server's refusal and removing a plan, and orders by pickup, each
 * at 1366 and 390 px without sideways scrolling.
 */
describe('running a drop from the console: limits, holds, plans and pickups', () => {
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

  const consolePage = async (screen: ScreenName): Promise<Page> =>
    (await consoleContext(browser!, adminToken, screen, 'Europe/London')).newPage();

  /** Waits for the open dialog to finish fading in; on a phone it must fill the screen's width. */
  async function dialogShown(page: Page, screen: ScreenName): Promise<void> {
    const paper = page.locator('.MuiDialog-paper').last();
    await expect.poll(() => paper.evaluate((element) => getComputedStyle(element.parentElement!).opacity), { timeout: 5_000 }).toBe('1');
    if (screen === 'phone') expect((await paper.boundingBox())?.width).toBe(SCREENS.phone.width);
  }

  for (const screen of ['laptop', 'phone'] as ScreenName[]) {
    const width = SCREENS[screen].width;

    it(`schedules a dish with a limit per customer and shows the portions held in a checkout (${width} px)`, async () => {
      const dishName = unique('Drop Thali');
      const dish = okBody<{ id: number }>(
        await site.api(
          'POST',
          '/admin/menus',
          { name: dishName, description: 'A test thali', price: 180, imageUrl: '/media/dishes/paneer.svg' },
          adminToken,
        ),
        'dish',
      );
      const page = await consolePage(screen);
      await page.goto(`${site.url}/admin/food`);
      await page.getByRole('button', { name: `Schedule ${dishName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Schedule ${dishName}` });
      await dialogShown(page, screen);
      await dialog.getByText('Leave empty for no limit').waitFor();
      await dialog.getByLabel('Available Qty').fill('10');
      await dialog.getByLabel('Max per customer').fill('3');
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'detached' });
      const [schedule] = okBody<AdminSchedule[]>(
        await site.api('GET', `/admin/menu-schedules?${adminQuery({ menuId: dish.id })}`, undefined, adminToken),
        'schedules',
      );
      expect(schedule).toMatchObject({ availableQty: 10, heldQty: 0, maxPerCustomer: 3 });

      const customer = await createCustomer(site, `held.${screen}.${Date.now().toString(36)}@example.com`, 'Holding Customer');
      dataOf(await site.api('POST', '/cart/add', { menuScheduleId: schedule.id, quantity: 2 }, customer), 'cart');
      dataOf(await site.api('POST', '/checkout/hold', undefined, customer), 'hold');

      await page.reload();
      if (screen === 'laptop') {
        const row = page.getByRole('table', { name: 'Available Menu Schedules' }).getByRole('row', { name: new RegExp(dishName) });
        // Name, cook date, cutoff, pickup, available, held, max per customer, status, actions.
        await expect
          .poll(() => row.getByRole('cell').allInnerTexts(), { timeout: 10_000 })
          .toEqual([dishName, expect.any(String), expect.any(String), '12:00 pm – 02:00 pm', '8', '2', '3', 'Published', '']);
        expect(await page.getByRole('columnheader', { name: 'Held' }).count()).toBe(1);
      } else {
        // On a phone each schedule is a block of its own: cutoff, pickup, available, held, max per customer, status.
        const card = page
          .getByRole('list', { name: 'Available Menu Schedules' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: dishName }) });
        await expect
          .poll(() => card.getByRole('definition').allInnerTexts(), { timeout: 10_000 })
          .toEqual([expect.any(String), '12:00 pm – 02:00 pm', '8', '2', '3', 'Published']);
      }
      expect(await horizontalOverflow(page, width)).toBe(0);
      await page.context().close();
    });

    it(`shows the server's refusal, removes a cook date's plan and turns the default slots off (${width} px)`, async () => {
      const day = kitchenDay(screen === 'laptop' ? 2 : 3);
      okBody(await site.api('PUT', `/admin/pickup-plans/${day}`, { slotMinutes: 20, maxOrdersPerSlot: 5 }, adminToken), 'plan');
      okBody(
        await site.api('PUT', '/admin/kitchen-settings', { defaultSlotMinutes: 15, defaultMaxOrdersPerSlot: 8 }, adminToken),
        'defaults',
      );

      const page = await consolePage(screen);
      await page.goto(`${site.url}/admin/pickup-slots`);
      const row = page
        .getByRole('table', { name: 'Cook dates with their own plan' })
        .getByRole('row', { name: new RegExp(consoleDay(day)) });
      await row.getByRole('cell', { name: '20 min' }).waitFor();

      await page.getByRole('button', { name: `Edit ${consoleDay(day)}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pickup slots for ${consoleDay(day)}` });
      await dialogShown(page, screen);
      await dialog.getByLabel(/Most orders per slot/).fill('1001');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The most orders per slot can be at most 1000').waitFor();
      expect(await horizontalOverflow(page, width)).toBe(0);
      await screenshot(page, `admin-drop-plan-refused-${screen}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await site.api('GET', `/admin/pickup-plans/${day}`, undefined, adminToken)).body).toMatchObject({ maxOrdersPerSlot: 5 });

      await page.getByRole('button', { name: `Remove ${consoleDay(day)}` }).click();
      await page
        .getByRole('dialog', { name: `Remove the plan for ${consoleDay(day)}?` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await page.getByText(`Plan removed for ${consoleDay(day)}`).waitFor();
      await row.waitFor({ state: 'detached' });
      expect((await site.api('GET', `/admin/pickup-plans/${day}`, undefined, adminToken)).status).toBe(404);

      const defaults = page.getByRole('form', { name: 'Kitchen defaults' });
      await defaults.getByLabel('Most orders per slot').fill('');
      await defaults.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Pickup slot defaults saved').waitFor();
      expect((await site.api('GET', '/admin/kitchen-settings', undefined, adminToken)).body).toMatchObject({
        defaultSlotMinutes: 15,
        defaultMaxOrdersPerSlot: null,
      });
      expect(await horizontalOverflow(page, width)).toBe(0);
      await screenshot(page, `admin-drop-pickup-slots-${screen}`);
      await page.context().close();
    });
  }

  describe('orders by pickup', () => {
    let early: string;
    let late: string;

    beforeAll(async () => {
      const dish = await dishNamed(site, 'Masala Dosa');
      const schedule = okBody<{ cookDate: string }>(
        await site.api('GET', `/admin/menu-schedules/${dish.activeScheduleId}`, undefined, adminToken),
        'schedule',
      );
      okBody(
        await site.api('PUT', `/admin/pickup-plans/${schedule.cookDate}`, { slotMinutes: 15, maxOrdersPerSlot: 5 }, adminToken),
        'plan',
      );
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
      // Placed first but collected first: newest-first and pickup order disagree.
      early = await place('dropper.early@example.com', 'Dropper Early', 0);
      late = await place('dropper.late@example.com', 'Dropper Late', 2);
    }, 60_000);

    it('sorts the orders by pickup and shows the pickup in the order (1366 px)', async () => {
      const page = await consolePage('laptop');
      await page.goto(`${site.url}/admin/orders?${adminQuery({ q: 'Dropper' })}`);
      const rows = page.locator('tbody tr');
      await expect
        .poll(() => rows.allInnerTexts(), { timeout: 10_000 })
        .toEqual([expect.stringContaining('Dropper Late'), expect.stringContaining('Dropper Early')]);

      await page.getByRole('columnheader', { name: 'Pickup' }).getByRole('button').click();
      await expect
        .poll(() => rows.allInnerTexts(), { timeout: 10_000 })
        .toEqual([expect.stringContaining('Dropper Early'), expect.stringContaining('Dropper Late')]);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('pickupAt');
      expect(await rows.first().getByText(consoleTime(early)).count()).toBe(1);
      expect(await rows.last().getByText(consoleTime(late)).count()).toBe(1);
      expect(await horizontalOverflow(page, SCREENS.laptop.width)).toBe(0);

      await rows.first().getByRole('button', { name: 'View' }).click();
      expect(await page.getByRole('dialog').getByTestId('order-pickup').innerText()).toBe(consoleTime(early));
      await page.context().close();
    });

    it('shows each order’s pickup in the phone list (390 px)', async () => {
      const page = await consolePage('phone');
      await page.goto(`${site.url}/admin/orders?${adminQuery({ q: 'Dropper' })}`);
      await page.getByText(`Pickup ${consoleTime(early)}`).waitFor();
      await page.getByText(`Pickup ${consoleTime(late)}`).waitFor();
      expect(await horizontalOverflow(page, SCREENS.phone.width)).toBe(0);
      await page.context().close();
    });
  });
});
