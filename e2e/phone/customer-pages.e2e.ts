import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appHolds, horizontalOverflow, launchBrowser, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { createCustomer, dataOf, eventually } from '../storefront/storefront-helpers';
import { contextFor, saveScreenshot, SCREENS, whollyInViewport, type ScreenName } from './phone-helpers';

interface Schedule {
  id: number;
  menuId: number;
  menuName: string;
  availableQty: number;
  orderCutoffAt: string;
}

interface PlacedOrder {
  id: string;
  orderRefId: string;
  status: string;
}

interface PageVisit {
  /** Names the screenshot (customer-<name>-<screen>.png). */
  name: string;
  path: () => string;
  /** The page's own h1, and text that shows once its data is in. */
  heading: string | RegExp;
  ready?: string;
  /** The page's main action: it must pass Playwright's actionability checks (visible, stable, enabled, not covered). */
  primary?: () => { role: 'button' | 'link'; name: string | RegExp };
  signedIn: boolean;
  /** One of the README's eight screenshots. */
  readme?: boolean;
  /** Runs in the page before the visit (the confirmation page reads the latest order from storage). */
  prepare?: (page: Page) => Promise<void>;
}

const STATUS_MESSAGES: Record<string, string> = {
  PENDING: 'Your order has been received!',
  PREPARING: 'Our chefs are now preparing your delicious meal.',
  READY: 'Your order is ready for pickup!',
  DELIVERED: 'You have picked up your order. Enjoy!',
  CANCELLED: 'This order has been cancelled.',
};

describe('customer site on a phone and a laptop', () => {
  let site: Site;
  let browser: Browser;
  let token: string;
  let adminToken: string;
  let schedules: Schedule[];
  /** The dish kept scarce: two left, so the cart's plus button stops at it. */
  let scarce: Schedule;
  let dishId: number;
  const orders: Record<string, PlacedOrder> = {};

  async function placeOrder(schedule: Schedule): Promise<PlacedOrder> {
    const body = { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'COD' };
    return dataOf<PlacedOrder>(await site.api('POST', '/orders', body, token), 'place order');
  }

  async function moveOrder(order: PlacedOrder, status: string): Promise<void> {
    dataOf(await site.api('PUT', `/admin/orders/${order.id}/status`, { status }, adminToken), `order to ${status}`);
  }

  /** A cart of two dishes, one of them at its stock limit. */
  async function fillCart(): Promise<void> {
    await site.api('DELETE', '/cart/clear', undefined, token);
    dataOf(await site.api('POST', '/cart/add', { menuScheduleId: schedules[0].id, quantity: 1 }, token), 'add');
    dataOf(await site.api('POST', '/cart/add', { menuScheduleId: scarce.id, quantity: 2 }, token), 'add scarce');
  }

  beforeAll(async () => {
    site = await startSite();
    // A fixed address (each run has a fresh database) so the README's screenshots read naturally.
    token = await createCustomer(site, 'meera.iyer@example.com', 'Meera Iyer');
    adminToken = await site.adminToken();
    const available = dataOf<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
    schedules = available.filter((schedule) => schedule.availableQty >= 4 && Date.parse(schedule.orderCutoffAt) > Date.now());
    if (schedules.length < 3) throw new Error('the demo seed has too few orderable schedules');
    scarce = schedules[1];
    dataOf(await site.api('PUT', `/admin/menu-schedules/${scarce.id}`, { availableQty: 2, status: 'PUBLISHED' }, adminToken), 'scarce');
    dishId = schedules[0].menuId;

    for (const status of ['PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED']) {
      const order = await placeOrder(schedules[2]);
      if (status === 'CANCELLED') dataOf(await site.api('POST', `/orders/${order.id}/cancel`, undefined, token), 'cancel');
      else if (status !== 'PENDING') await moveOrder(order, status);
      orders[status] = order;
    }
    await fillCart();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const visits: PageVisit[] = [
    {
      name: 'landing',
      primary: () => ({ role: 'link', name: 'Order Now' }),
      path: () => '/',
      heading: 'Home-style meals, cooked fresh every day',
      signedIn: true,
      readme: true,
    },
    {
      name: 'food',
      // A dish taking orders: the earliest cook date's dishes may have closed already.
      primary: () => ({ role: 'button', name: new RegExp(`^Add to Cart – ${schedules[0].menuName}`) }),
      path: () => '/menu',
      heading: 'Our Menu',
      ready: 'Quantity left',
      signedIn: true,
      readme: true,
    },
    {
      name: 'dish',
      primary: () => ({ role: 'button', name: /^Add to Cart – ₹/ }),
      path: () => `/food/${dishId}`,
      heading: /./,
      ready: 'Ingredients',
      signedIn: true,
      readme: true,
    },
    {
      name: 'cart',
      primary: () => ({ role: 'button', name: 'Checkout' }),
      path: () => '/cart',
      heading: 'Your Cart',
      ready: 'Only 2 left',
      signedIn: true,
      readme: true,
    },
    {
      name: 'checkout',
      primary: () => ({ role: 'button', name: 'Confirm Order' }),
      path: () => '/checkout',
      heading: 'Checkout',
      ready: 'Order Summary',
      signedIn: true,
      readme: true,
    },
    {
      name: 'order-confirmation',
      primary: () => ({ role: 'link', name: 'Track Order' }),
      path: () => '/order-confirmation',
      heading: 'Thank you for your order!',
      signedIn: true,
      prepare: async (page) => {
        const order = dataOf(await site.api('GET', `/orders/${orders.PENDING.id}`, undefined, token), 'order');
        await page.evaluate((latest) => localStorage.setItem('latestOrder', JSON.stringify(latest)), order);
      },
    },
    ...Object.keys(STATUS_MESSAGES).map((status) => ({
      name: status === 'PREPARING' ? 'order-status' : `order-status-${status.toLowerCase()}`,
      path: () => `/order-status/${orders[status].id}`,
      heading: 'Order Status',
      ready: STATUS_MESSAGES[status],
      signedIn: true,
      readme: status === 'PREPARING',
    })),
    {
      name: 'orders',
      primary: () => ({ role: 'link', name: orders.DELIVERED.orderRefId }),
      path: () => '/profile/order-history',
      heading: 'Order History',
      ready: 'Picked up',
      signedIn: true,
      readme: true,
    },
    {
      name: 'order-detail',
      primary: () => ({ role: 'link', name: 'Back to Order History' }),
      path: () => `/profile/order/${orders.DELIVERED.orderRefId}`,
      heading: /Order/,
      ready: 'Placed on',
      signedIn: true,
    },
    {
      name: 'profile',
      primary: () => ({ role: 'button', name: 'Refresh Profile' }),
      path: () => '/profile/personal-info',
      heading: 'Personal Info',
      ready: 'Meera Iyer',
      signedIn: true,
      readme: true,
    },
    {
      name: 'notifications',
      primary: () => ({ role: 'link', name: `Order ${orders.CANCELLED.orderRefId}` }),
      path: () => '/profile/notifications',
      heading: 'Notifications',
      signedIn: true,
      readme: true,
    },
    {
      name: 'payment-methods',
      path: () => '/profile/payment-methods',
      heading: 'Payment Methods',
      ready: 'Pay at pickup (cash)',
      signedIn: true,
    },
    {
      name: 'help-support',
      primary: () => ({ role: 'link', name: 'Send a message' }),
      path: () => '/profile/help-support',
      heading: 'Help & Support',
      signedIn: true,
    },
    {
      name: 'about',
      primary: () => ({ role: 'link', name: 'View Menu' }),
      path: () => '/about',
      heading: 'About Home Kitchen',
      signedIn: false,
    },
    {
      name: 'catering',
      primary: () => ({ role: 'link', name: 'Get a Quote' }),
      path: () => '/catering',
      heading: 'Catering',
      signedIn: false,
    },
    {
      name: 'contact',
      primary: () => ({ role: 'button', name: 'Send Message' }),
      path: () => '/contact',
      heading: 'Contact Us',
      signedIn: false,
    },
    { name: 'login', primary: () => ({ role: 'button', name: 'Log in' }), path: () => '/login', heading: 'Log in', signedIn: false },
    {
      name: 'register',
      primary: () => ({ role: 'button', name: 'Register' }),
      path: () => '/register',
      heading: 'Create your account',
      signedIn: false,
    },
    {
      name: 'forgot-password',
      primary: () => ({ role: 'button', name: 'Send reset code' }),
      path: () => '/forgot-password',
      heading: 'Forgot password',
      signedIn: false,
    },
  ];

  async function open(context: BrowserContext, visit: PageVisit): Promise<Page> {
    const page = await context.newPage();
    if (visit.prepare) {
      await page.goto(`${site.url}/about`);
      await visit.prepare(page);
    }
    await page.goto(`${site.url}${visit.path()}`);
    await page.getByRole('heading', { level: 1, name: visit.heading }).first().waitFor();
    if (visit.ready) await page.getByText(visit.ready).first().waitFor();
    await appHolds(page);
    return page;
  }

  for (const screen of ['phone', 'laptop'] as ScreenName[]) {
    describe(`at ${SCREENS[screen].width} px`, () => {
      let signedIn: BrowserContext;
      let guest: BrowserContext;

      beforeAll(async () => {
        signedIn = await contextFor(browser, screen, { token });
        guest = await contextFor(browser, screen);
      });

      afterAll(async () => {
        await signedIn?.close();
        await guest?.close();
      });

      it.each(visits)(
        '$name: no sideways scrolling and no serious accessibility violations',
        async (visit) => {
          const page = await open(visit.signedIn ? signedIn : guest, visit);
          try {
            // The landing page as it is seen: with the hero video playing (its pause button shows then).
            if (visit.name === 'landing') await page.getByRole('button', { name: 'Pause background video' }).waitFor();
            await saveScreenshot(page, visit.name, screen, visit.readme ?? false);
            expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
            expect(await seriousAccessibilityViolations(page)).toEqual([]);
            if (visit.primary) {
              const { role, name } = visit.primary();
              await page
                .getByRole(role, { name, exact: typeof name === 'string' })
                .first()
                .click({ trial: true, timeout: 5000 });
            }
          } finally {
            await page.close();
          }
        },
        60_000,
      );

      it('keeps the dish page’s Add to Cart in reach and adds the dish', async () => {
        const page = await open(signedIn, visits.find((visit) => visit.name === 'dish') as PageVisit);
        const add = page.getByRole('button', { name: /^Add to Cart – ₹/ });
        expect(await whollyInViewport(add, screen)).toBe(true);
        await page.mouse.wheel(0, 400);
        await eventually(() => whollyInViewport(add, screen)).toBe(true);
        await add.click();
        await page.getByText('Added to cart').or(page.getByText('Item quantity updated')).first().waitFor();
        await page.close();
        await fillCart();
      }, 60_000);

      // The header's links show from md up; on a phone they are in the drawer.
      if (screen === 'laptop')
        it('highlights Menu on a dish page', async () => {
          const page = await open(signedIn, visits.find((visit) => visit.name === 'dish') as PageVisit);
          const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true });
          expect(await menuLink.getAttribute('class')).toMatch(/\bactive\b/);
          await page.close();
        });

      it('says why the plus button stops, and clears the cart after asking', async () => {
        const page = await open(signedIn, visits.find((visit) => visit.name === 'cart') as PageVisit);
        expect(await page.getByRole('button', { name: `Increase quantity of ${scarce.menuName}` }).isDisabled()).toBe(true);
        expect(await page.getByTestId('stock-limit').innerText()).toBe('Only 2 left');

        await page.getByRole('button', { name: 'Clear Cart' }).click();
        const dialog = page.getByRole('dialog', { name: 'Clear Cart?' });
        await dialog.waitFor();
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= SCREENS[screen].width).toBe(true);
        await dialog.getByRole('button', { name: 'Yes, Clear' }).click();
        await page.getByText('Your cart is empty').waitFor();
        await page.close();
        await fillCart();
      }, 60_000);

      it('keeps Confirm Order in reach and the summary while placing, then cancels after asking', async () => {
        const page = await open(signedIn, visits.find((visit) => visit.name === 'checkout') as PageVisit);
        const confirm = page.getByRole('button', { name: 'Confirm Order' });
        expect(await whollyInViewport(confirm, screen)).toBe(true);
        const summaryLine = `${schedules[0].menuName} × 1`;
        await confirm.click();
        // The cart empties as soon as the order stands; until the confirmation opens the summary must stay whole.
        await page.waitForFunction(
          (line) => {
            const cartLink = document.querySelector('a[href="/cart"][aria-label]');
            const total = document.querySelector('[data-testid="total"]');
            return (
              location.pathname === '/checkout' &&
              cartLink?.getAttribute('aria-label') === 'Cart, 0 items' &&
              document.body.innerText.includes(line) &&
              !!total &&
              total.textContent !== '₹0.00'
            );
          },
          summaryLine,
          { polling: 'raf', timeout: 10_000 },
        );
        await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();

        await page.getByRole('button', { name: 'Cancel Order' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
        await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
        await page.getByRole('heading', { name: 'Order cancelled' }).waitFor();
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: /^Your order \w+ has been cancelled\.$/ })
            .count(),
        ).toBe(1);
        expect(await page.getByText('Thank you for your order!').count()).toBe(0);
        expect(await horizontalOverflow(page, SCREENS[screen].width)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, 'order-cancelled', screen, false);
        await page.close();
        await fillCart();
      }, 60_000);

      it('shows a cancelled order plainly on its status page', async () => {
        const page = await open(signedIn, visits.find((visit) => visit.name === 'order-status-cancelled') as PageVisit);
        expect(await page.locator('[aria-current="step"]').count()).toBe(0);
        expect(await page.getByText("We'll keep you updated if there are any changes.").count()).toBe(0);
        await page.close();
      });

      it('shows the phone as +91 98765 00001 on Personal Info and checkout', async () => {
        for (const name of ['profile', 'checkout']) {
          const page = await open(signedIn, visits.find((visit) => visit.name === name) as PageVisit);
          expect(await page.getByLabel(/^Phone/).inputValue()).toBe('+91 98765 00001');
          await page.close();
        }
      }, 60_000);
    });
  }
});
