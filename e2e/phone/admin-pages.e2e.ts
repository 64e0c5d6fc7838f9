import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { createCustomer, dataOf } from '../storefront/storefront-helpers';
import { contextFor, SCREENS, type ScreenName } from './phone-helpers';

interface Schedule {
  id: number;
  availableQty: number;
  orderCutoffAt: string;
}

interface ConsoleVisit {
  name: string;
  path: string;
  /** Text that shows once the page has its data. */
  ready: string | RegExp;
}

const VISITS: ConsoleVisit[] = [
  { name: 'dashboard', path: '', ready: 'Recent Orders' },
  { name: 'food', path: 'food', ready: 'Available Menu Schedules' },
  { name: 'orders', path: 'orders', ready: 'Meera Iyer' },
  { name: 'customers', path: 'customers', ready: 'Meera Iyer' },
  { name: 'reviews', path: 'reviews', ready: 'Reviews' },
  { name: 'production', path: 'production', ready: /Production/ },
  { name: 'pickup-slots', path: 'pickup-slots', ready: 'Kitchen defaults' },
  { name: 'kitchen-details', path: 'kitchen-details', ready: 'FSSAI licence number' },
  { name: 'waitlists', path: 'waitlists', ready: /Waiting since/ },
  { name: 'integrations', path: 'api-keys', ready: /No API keys yet/ },
  { name: 'webhooks', path: 'webhooks', ready: /No webhook endpoints yet/ },
  { name: 'messages', path: 'messages', ready: /No conversations yet/ },
];

describe('admin console on a phone and a laptop', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;
  /** A dish with nobody cooking it yet, which Meera asked to hear about. */
  const awaitedDish = 'Kashmiri Rogan Josh';

  beforeAll(async () => {
    site = await startSite();
    const token = await createCustomer(site, 'meera.iyer@example.com', 'Meera Iyer');
    adminToken = await site.adminToken();
    const available = dataOf<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
    const open = available.filter((schedule) => schedule.availableQty >= 2 && Date.parse(schedule.orderCutoffAt) > Date.now());
    for (const schedule of open.slice(0, 3)) {
      dataOf(
        await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'COD' }, token),
        'order',
      );
    }
    // One paid online, through the test-mode provider as the customer app pays.
    const online = dataOf<{ payment: { providerOrderId: string } }>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open[0].id, quantity: 1 }], paymentMethod: 'ONLINE' }, token),
      'online order',
    );
    const signed = dataOf(
      await site.api('POST', `/payments/test/${online.payment.providerOrderId}/pay`, undefined, token),
      'test-mode pay',
    );
    dataOf(await site.api('POST', '/payments/razorpay/verify', signed, token), 'verify');
    const dish = await site.api<{ id: number }>(
      'POST',
      '/admin/menus',
      { name: awaitedDish, description: 'Slow-cooked lamb in a Kashmiri chilli gravy', price: 349, imageUrl: '/media/rogan-josh.png' },
      adminToken,
    );
    dataOf(await site.api('POST', `/waitlist/${dish.body.id}`, undefined, token), 'notify me');
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function consoleContext(screen: ScreenName): Promise<BrowserContext> {
    const context = await contextFor(browser!, screen);
    await context.addInitScript((token) => localStorage.setItem('adminToken', token), adminToken);
    return context;
  }

  /** Neither cut off at the left nor off the right edge of a phone's screen (below the fold is fine). */
  async function withinScreenWidth(element: Locator): Promise<boolean> {
    const box = await element.boundingBox();
    return !!box && box.x >= 0 && box.x + box.width <= SCREENS.phone.width;
  }

  async function visit(page: Page, path: string, ready: string | RegExp): Promise<void> {
    await page.goto(`${site.url}/admin/${path}`);
    await page.getByText(ready).first().waitFor();
    // Until every request has answered (no spinner in the page or the header), the page is not what it will be.
    await page.waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root'));
  }

  for (const screen of ['phone', 'laptop'] as ScreenName[]) {
    describe(`at ${SCREENS[screen].width} px`, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await consoleContext(screen);
        page = await context.newPage();
      });

      afterAll(async () => context?.close());

      it.each(VISITS.map((entry) => [entry.name, entry] as const))(
        '%s: no sideways scrolling, no serious accessibility faults',
        async (_name, entry) => {
          await visit(page, entry.path, entry.ready);
          await screenshot(page, `admin-${entry.name}-${screen}`);
          expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
          expect(await seriousAccessibilityViolations(page)).toEqual([]);
        },
      );

      it('opens an order, shows the phone as +91 98765 00001, and moves it on with a reachable button', async () => {
        await visit(page, 'orders', 'Meera Iyer');
        await page.getByText('Meera Iyer').first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('+91 98765 00001').waitFor();
        // Past the fade-in, so the screenshot shows the dialog and not the list through it.
        await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
        const box = await dialog.boundingBox();
        if (screen === 'phone') expect(box).toMatchObject({ x: 0, y: 0, width: SCREENS.phone.width, height: SCREENS.phone.height });
        expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-order-detail-${screen}`);
        // Each screen moves a different order, so both runs change a status.
        const next = screen === 'phone' ? 'Preparing' : 'Ready';
        await dialog.getByRole('button', { name: `Mark as ${next}` }).click();
        await page
          .getByText(new RegExp(`updated.*${next}|${next}`, 'i'))
          .first()
          .waitFor();
      });

      it('opens the dish and schedule forms on the screen, with their buttons in reach', async () => {
        await visit(page, 'food', 'Available Menu Schedules');
        for (const open of [
          () => page.getByRole('button', { name: '+ Add Item' }).click(),
          // The schedules table comes first: its first Edit opens a schedule's form.
          () =>
            page
              .getByRole('button', { name: /^Edit / })
              .first()
              .click(),
        ]) {
          await open();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
          const box = await dialog.boundingBox();
          if (screen === 'phone') expect(box).toMatchObject({ x: 0, y: 0, width: SCREENS.phone.width, height: SCREENS.phone.height });
          expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
          expect(await seriousAccessibilityViolations(page)).toEqual([]);
          // Cancel passes Playwright's actionability checks: visible, stable and not covered.
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
      });

      it("shows each schedule's dish, cook date, cutoff, pickup, portions and status without hiding a column", async () => {
        await visit(page, 'food', 'Available Menu Schedules');
        const labels = ['Order cutoff', 'Pickup', 'Available Qty', 'Held', 'Max per customer', 'Status'];
        if (screen === 'phone') {
          expect(await page.getByRole('table', { name: 'Available Menu Schedules' }).count()).toBe(0);
          const first = page.getByRole('list', { name: 'Available Menu Schedules' }).getByRole('listitem').first();
          await first.getByRole('heading').waitFor();
          await first
            .getByText(/\d{2} \w{3} \d{4}/)
            .first()
            .waitFor();
          for (const label of labels) {
            const term = first.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
            const value = term.locator('xpath=following-sibling::dd[1]');
            expect((await value.innerText()).trim(), label).not.toBe('');
            expect(await withinScreenWidth(value), label).toBe(true);
          }
          expect(await withinScreenWidth(first.getByRole('button', { name: /^Edit / }))).toBe(true);
        } else {
          const table = page.getByRole('table', { name: 'Available Menu Schedules' });
          for (const label of ['Menu Name', 'Cook Date', ...labels])
            await table.getByRole('columnheader', { name: label, exact: true }).waitFor();
          // Every column in view: the table fits its card, nothing to scroll sideways.
          expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
        }
        await screenshot(page, `admin-food-schedules-${screen}`);
      });

      it('says how each order was paid, on a row of its own on a phone', async () => {
        await visit(page, 'orders', 'Meera Iyer');
        if (screen === 'phone') {
          await page.getByText('Online · Paid').first().waitFor();
          await page.getByText('Pay at pickup').first().waitFor();
        } else {
          const paidRow = page.getByRole('row').filter({ hasText: 'Paid' });
          await paidRow.getByText('Online', { exact: true }).waitFor();
          await page.getByRole('row').filter({ hasText: 'Pay at pickup' }).first().waitFor();
        }
        expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
      });

      it('opens a waitlist to show who is waiting', async () => {
        await visit(page, 'waitlists', 'Waiting since');
        await page.getByText(awaitedDish).first().click();
        await page.getByRole('heading', { level: 2, name: `Waiting for ${awaitedDish}` }).waitFor();
        await page.getByText('Meera Iyer').waitFor();
        await page.getByText(/meera\.iyer@example\.com/).waitFor();
        await page.getByText(/\+91 98765 00001/).waitFor();
        expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await screenshot(page, `admin-waitlist-${screen}`);
      });

      it('lists customers with their phone formatted', async () => {
        await visit(page, 'customers', 'Meera Iyer');
        await page
          .getByText(/\+91 98765 00001/)
          .first()
          .waitFor();
      });
    });
  }

  it('opens the menu as a drawer on a phone', async () => {
    const context = await consoleContext('phone');
    const page = await context.newPage();
    try {
      await visit(page, 'orders', 'Meera Iyer');
      await page
        .getByRole('button', { name: /open menu|menu/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Customers' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/customers');
    } finally {
      await context.close();
    }
  });

  it('answers an unknown console page with one full stop, not two', async () => {
    const context = await consoleContext('phone');
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/admin/no-such-page`);
      const message = page.getByText(/Either you typed a wrong URL/);
      await message.waitFor();
      expect(await message.innerText()).toBe('Either you typed a wrong URL, or you followed a bad link.');
    } finally {
      await context.close();
    }
  });
});
