import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { consoleContext, okBody, typeDay, unique } from './admin-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/** Issue 16's 'copy a drop' from the Food page: the result names what was copied and what was left out, and why. */
describe('copying a cook date from the Food page', () => {
  let site: Site;
  let browser: Browser | undefined;
  let adminToken: string;
  const cookDate = kitchenDay(4);
  let dishName: string;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    dishName = unique('Bisi Bele Bath');
    const dish = okBody<{ id: number }>(
      await site.api('POST', '/admin/menus', { name: dishName, description: 'Rice and lentils', price: 149, imageUrl: '/media/bisi.png' }, adminToken),
      'dish',
    );
    okBody(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        { menuId: dish.id, cookDate, orderCutoffAt: at(cookDate, '10:00'), pickupFrom: at(cookDate, '12:00'), pickupTo: at(cookDate, '14:00'), availableQty: 12 },
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
    it(`copies a cook date and lists the dish left out, with the reason (${SCREENS[screen].width} px)`, async () => {
      if (!browser) return;
      const context = await consoleContext(browser, adminToken, screen, ZONE);
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/food`);
      await page.getByRole('button', { name: 'Copy a cook date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy a cook date to another day' });
      await typeDay(page, 'Copy from', cookDate, dialog);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      const result = dialog.getByTestId('copy-drop-result');
      await result.waitFor();
      // The dish is scheduled from today on already (on the copied day itself), so the schedule rules leave it out.
      expect(await result.innerText()).toContain(`${dishName}: This item is already scheduled until`);
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `admin-copy-drop-${screen}`);

      await typeDay(page, 'Copy from', '2031-03-03', dialog);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await dialog.getByText('No dishes are scheduled on 03 Mar 2031, so there is nothing to copy.').waitFor();
      await context.close();
    });
  }
});
