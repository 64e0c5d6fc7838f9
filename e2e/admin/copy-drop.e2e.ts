import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { consoleContext, okBody, typeDay, unique } from './admin-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
/** 'YYYY-MM-DD' as the console and the server's messages write it: '04 Dec 2026'. */
const displayDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Issue 16's 'copy a drop' from the Food page: the result names what was copied and what was left out, and why. */
describe('copying a cook date from the Food page', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;
  const cookDate = kitchenDay(4);
  let dishName: string;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    dishName = unique('Bisi Bele Bath');
    const dish = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menus',
        { name: dishName, description: 'Rice and lentils', price: 149, imageUrl: '/media/bisi.png' },
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
          pickupFrom: at(cookDate, '12:00'),
          pickupTo: at(cookDate, '14:00'),
          availableQty: 12,
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
    it(`copies a cook date while it still sells, and names the dish left out the second time, with the reason (${SCREENS[screen].width} px)`, async () => {
      const context = await consoleContext(browser, adminToken, screen, ZONE);
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/food`);
      await page.getByRole('button', { name: 'Copy a cook date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy a cook date to another day' });
      await typeDay(page, 'Copy from', cookDate, dialog);
      // Each screen copies to a day of its own, so both see the first copy go through.
      const toDate = kitchenDay(screen === 'laptop' ? 11 : 12);
      await typeDay(page, 'To', toDate, dialog);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      const result = dialog.getByTestId('copy-drop-result');
      await result.waitFor();
      // A dish may be on several cook dates: the first copy takes it to another day while the source date still
      // sells; a second copy of the same dates finds it there already and says so.
      expect(await result.innerText()).toContain(`Copied 1 dish to ${displayDate(toDate)}`);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await result.getByText(`${dishName}: This item is already scheduled on ${displayDate(toDate)}.`, { exact: false }).waitFor();
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `admin-copy-drop-${screen}`);

      await typeDay(page, 'Copy from', '2031-03-03', dialog);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await dialog.getByText('No dishes are scheduled on 03 Mar 2031, so there is nothing to copy.').waitFor();
      await context.close();
    });
  }
});
