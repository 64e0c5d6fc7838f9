import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { createCustomer, dataOf } from '../storefront/storefront-helpers';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { consoleContext, okBody, typeDay, unique } from './admin-helpers';

const KITCHEN_ZONE = 'Asia/Kolkata';
/** The admin's laptop or phone set to another zone: what the console shows and sends must not move. */
const BROWSER_ZONE = 'America/New_York';

interface AdminMenu {
  id: number;
  name: string;
}

interface AdminSchedule {
  cookDate: string;
  orderCutoffAt: string;
  pickupFrom: string;
  pickupTo: string;
}

interface Schedule {
  id: number;
  availableQty: number;
  orderCutoffAt: string;
}

/** 'YYYY-MM-DD' on the kitchen's clock, some days from now. */
function kitchenDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_ZONE }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** 'YYYY-MM-DD' -> '24/11/2026', as the pickers show it. */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A time on the kitchen's clock (Kolkata has no daylight saving) as the ISO instant the server stores. */
function kitchenInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

const adminQuery = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Issue 21: the console's date fields read dd/mm/yyyy (en-IN) on the kitchen's clock, in a browser set to New York,
 * at phone and laptop width; what they send is what the native inputs sent before.
 */
describe('admin date pickers', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    const customerToken = await createCustomer(site, 'anjali.rao@example.com', 'Anjali Rao');
    const available = dataOf<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
    const open = available.find((schedule) => schedule.availableQty >= 1 && Date.parse(schedule.orderCutoffAt) > Date.now());
    expect(open).toBeDefined();
    dataOf(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open!.id, quantity: 1 }], paymentMethod: 'COD' }, customerToken),
      'order',
    );
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function newDish(): Promise<AdminMenu> {
    const name = unique('Bisi Bele Bath');
    return okBody<AdminMenu>(
      await site.api(
        'POST',
        '/admin/menus',
        { name, description: 'Rice, lentils and vegetables', price: 149, imageUrl: '/media/bisi.png' },
        adminToken,
      ),
      'new dish',
    );
  }

  async function storedSchedule(menuId: number): Promise<AdminSchedule> {
    const schedules = okBody<AdminSchedule[]>(
      await site.api('GET', `/admin/menu-schedules?${adminQuery({ menuId, date: 'all' })}`, undefined, adminToken),
      'schedules',
    );
    expect(schedules).toHaveLength(1);
    return schedules[0];
  }

  /** The field's own value, as the admin reads it ('24/11/2026 10:00 am'). */
  const fieldText = (scope: Page | Locator, name: string) => scope.locator(`input[name=${name}]`).inputValue();

  /** On a phone a picker opens as a dialog of its own; picks a day of the shown month (or the next) and confirms. */
  async function pickDayInDialog(page: Page, field: Locator, day: string, screenName: string): Promise<void> {
    await field.getByRole('button', { name: /^Choose date/ }).click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await picker.waitFor();
    const box = await picker.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(SCREENS.phone.width);
    const [year, month, date] = day.split('-').map(Number);
    const wanted = year * 12 + month;
    // The calendar opens on the month of the field's day (or today's): step to the wanted one.
    for (let step = 0; step < 3; step += 1) {
      const shownMonth = new Date(`1 ${await picker.locator('.MuiPickersCalendarHeader-label').innerText()}`);
      const current = shownMonth.getFullYear() * 12 + shownMonth.getMonth() + 1;
      if (current === wanted) break;
      await picker.getByRole('button', { name: current < wanted ? 'Next month' : 'Previous month' }).click();
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(400);
    await screenshot(page, screenName);
    await picker.getByRole('gridcell', { name: String(date), exact: true }).click();
    await picker.getByRole('button', { name: 'OK' }).click();
    await picker.waitFor({ state: 'detached' });
  }

  for (const screen of ['laptop', 'phone'] as ScreenName[]) {
    describe(`at ${SCREENS[screen].width} px`, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await consoleContext(browser, adminToken, screen, BROWSER_ZONE);
        page = await context.newPage();
      });

      afterAll(async () => context?.close());

      it('shows the schedule form in dd/mm/yyyy and saves the times on the kitchen clock', async () => {
        const dish = await newDish();
        await page.goto(`${site.url}/admin/food`);
        await page.getByRole('button', { name: `Schedule ${dish.name}` }).click();
        const form = page.getByRole('dialog', { name: `Schedule ${dish.name}` });
        await form.waitFor();
        // Past the fade-in: until then the dialog's focus trap may take the focus back from a field.
        await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');

        // Tomorrow in Kolkata, whatever New York's date is.
        const tomorrow = kitchenDay(1);
        expect(await fieldText(form, 'cookDate')).toBe(shown(tomorrow));
        expect(await fieldText(form, 'orderCutoffAt')).toBe(`${shown(tomorrow)} 10:00 am`);
        expect(await fieldText(form, 'pickupFrom')).toBe(`${shown(tomorrow)} 12:00 pm`);
        expect(await fieldText(form, 'pickupTo')).toBe(`${shown(tomorrow)} 02:00 pm`);

        const cookDay = kitchenDay(2);
        let expected: AdminSchedule;
        if (screen === 'laptop') {
          // After the day, a date-time field takes the hour, the minutes and a or p.
          await typeDay(page, 'Cook Date', cookDay, form);
          await typeDay(page, 'Order cutoff', cookDay, form);
          await page.keyboard.type('0930a');
          await typeDay(page, 'Pickup from', cookDay, form);
          await page.keyboard.type('1215p');
          await typeDay(page, 'Pickup to', cookDay, form);
          await page.keyboard.type('0245p');
          expect(await fieldText(form, 'cookDate')).toBe(shown(cookDay));
          expect(await fieldText(form, 'orderCutoffAt')).toBe(`${shown(cookDay)} 09:30 am`);
          expect(await fieldText(form, 'pickupTo')).toBe(`${shown(cookDay)} 02:45 pm`);
          // The calendar pops up under its field.
          await form
            .getByRole('button', { name: /^Choose date/ })
            .first()
            .click();
          await page.getByRole('grid').waitFor();
          await page.waitForTimeout(400);
          await screenshot(page, `admin-schedule-picker-${screen}`);
          await page.keyboard.press('Escape');
          await page.getByRole('grid').waitFor({ state: 'detached' });
          expected = {
            cookDate: cookDay,
            orderCutoffAt: kitchenInstant(cookDay, '09:30'),
            pickupFrom: kitchenInstant(cookDay, '12:15'),
            pickupTo: kitchenInstant(cookDay, '14:45'),
          };
        } else {
          await pickDayInDialog(page, form.getByRole('group', { name: 'Cook Date' }), cookDay, `admin-schedule-picker-${screen}`);
          expect(await fieldText(form, 'cookDate')).toBe(shown(cookDay));
          expect(await horizontalOverflow(page, SCREENS.phone.width)).toBeLessThanOrEqual(0);
          // The cutoff and the pickup move with the cook date, keeping their default times.
          expect(await fieldText(form, 'orderCutoffAt')).toBe(`${shown(cookDay)} 10:00 am`);
          expected = {
            cookDate: cookDay,
            orderCutoffAt: kitchenInstant(cookDay, '10:00'),
            pickupFrom: kitchenInstant(cookDay, '12:00'),
            pickupTo: kitchenInstant(cookDay, '14:00'),
          };
        }
        await screenshot(page, `admin-schedule-form-${screen}`);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await form.getByRole('button', { name: 'Schedule' }).click();
        await page.getByText('Menu scheduled!').waitFor();

        const stored = await storedSchedule(dish.id);
        expect(stored.cookDate.slice(0, 10)).toBe(expected.cookDate);
        expect(new Date(stored.orderCutoffAt).toISOString()).toBe(expected.orderCutoffAt);
        expect(new Date(stored.pickupFrom).toISOString()).toBe(expected.pickupFrom);
        expect(new Date(stored.pickupTo).toISOString()).toBe(expected.pickupTo);
      });

      it("filters orders From and To in dd/mm/yyyy, sending the kitchen's days", async () => {
        await page.goto(`${site.url}/admin/orders`);
        await page.getByText('Anjali Rao').first().waitFor();
        const today = kitchenDay(0);
        const filterOf = () => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, string>;

        if (screen === 'laptop') {
          await typeDay(page, 'From', kitchenDay(1));
        } else {
          await pickDayInDialog(page, page.getByRole('group', { name: 'From' }), kitchenDay(1), `admin-orders-picker-${screen}`);
        }
        await page.getByText('No orders to display.').waitFor();
        expect(await fieldText(page, 'from')).toBe(shown(kitchenDay(1)));
        expect(filterOf().from).toBe(kitchenDay(1));

        if (screen === 'laptop') {
          await typeDay(page, 'From', today);
          await typeDay(page, 'To', today);
        } else {
          await pickDayInDialog(page, page.getByRole('group', { name: 'To' }), today, `admin-orders-picker-to-${screen}`);
          await pickDayInDialog(page, page.getByRole('group', { name: 'From' }), today, `admin-orders-picker-from-${screen}`);
        }
        await page.getByText('Anjali Rao').first().waitFor();
        expect(await fieldText(page, 'from')).toBe(shown(today));
        expect(await fieldText(page, 'to')).toBe(shown(today));
        await expect.poll(filterOf).toMatchObject({ from: today, to: today });
        expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await screenshot(page, `admin-orders-filtered-${screen}`);
      });
    });
  }
});
