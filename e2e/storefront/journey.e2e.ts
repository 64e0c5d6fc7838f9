import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, type Site, startSite } from '../support';
import { createCustomer, dataOf, dishNamed, eventually, PASSWORD, toastText, uniqueEmail } from './storefront-helpers';

interface OrderRow {
  id: string;
  orderRefId: string;
  status: string;
  total: number;
  orderItems: { menuName: string; quantity: number }[];
}

/**
 * The guest journey of issue 7: fill a cart as a guest, get sent to log in, find the cart merged
 * with the one kept on the server, order, watch the kitchen's status change arrive live, and cancel.
 */
describe('storefront: guest to order, live status and cancel', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('meera');
  let customerToken = '';
  let firstOrder: OrderRow;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows the landing page with its hero and the three featured dishes', async () => {
    await page.goto(site.url);
    await page.getByRole('heading', { level: 1, name: 'Home-style meals, cooked fresh every day' }).waitFor();
    const paneer = await dishNamed(site, 'Paneer Butter Masala');
    const featured = page.getByRole('link', { name: /Paneer Butter Masala/ });
    await eventually(() => featured.getAttribute('href')).toBe(`/food/${paneer.id}`);
    await eventually(() => page.getByRole('link', { name: /Masala Dosa/ }).count()).toBe(1);
    await eventually(() => page.getByRole('link', { name: /Chole Bhature/ }).count()).toBe(1);
    expect(await page.getByText(`© ${new Date().getFullYear()} Home Kitchen`).count()).toBe(1);
    await screenshot(page, 'storefront-landing');
  });

  it('lets a guest add two dishes from the menu with the spec toasts', async () => {
    await page.getByRole('link', { name: 'View Menu' }).click();
    await page.waitForURL(/\/menu$/);
    await page.getByRole('button', { name: 'Add to Cart – Paneer Butter Masala' }).waitFor();
    await screenshot(page, 'storefront-menu');

    await page.getByRole('button', { name: 'Add to Cart – Paneer Butter Masala' }).click();
    expect(await toastText(page)).toBe('Added to cart');
    await page.getByRole('button', { name: 'Add to Cart – Masala Dosa' }).click();
    await page.getByRole('button', { name: 'Add to Cart – Masala Dosa' }).click();
    await eventually(() => page.getByText('Item quantity updated').count()).toBeGreaterThan(0);
    await eventually(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1);
  });

  it('changes quantities in the cart and shows rupee totals with tax', async () => {
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('button', { name: 'Increase quantity of Paneer Butter Masala' }).click();
    await page.getByRole('button', { name: 'Decrease quantity of Masala Dosa' }).click();
    // 2 × 249 + 1 × 149 = 647; 8% = 51.76
    await eventually(() => page.getByTestId('subtotal').innerText()).toBe('₹647.00');
    expect(await page.getByTestId('tax').innerText()).toBe('₹51.76');
    expect(await page.getByTestId('total').innerText()).toBe('₹698.76');
    const guestCart = JSON.parse((await page.evaluate(() => localStorage.getItem('guestCart'))) ?? '[]') as { quantity: number }[];
    expect(guestCart.map((line) => line.quantity)).toEqual([2, 1]);
    await screenshot(page, 'storefront-cart');
  });

  it('sends the guest to log in at checkout, then merges the guest cart with the saved one', async () => {
    customerToken = await createCustomer(site, email, 'Meera Iyer');
    // The customer already kept a dish in the server cart on another device.
    const biryani = await dishNamed(site, 'Chicken Biryani');
    dataOf(await site.api('POST', '/cart/add', { menuScheduleId: biryani.activeScheduleId, quantity: 1 }, customerToken), 'cart add');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('Please log in to continue.').waitFor();
    await page.waitForURL(/\/login/, { timeout: 5000 });
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await eventually(() => summary.getByText('Paneer Butter Masala × 2').count()).toBe(1);
    expect(await summary.getByText('Masala Dosa × 1').count()).toBe(1);
    expect(await summary.getByText('Chicken Biryani × 1').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  });

  it('places exactly one order even on a double click, and confirms it', async () => {
    await page.getByRole('button', { name: 'Confirm Order' }).dblclick();
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByText('Thank you for your order!').waitFor();
    expect(await page.getByText(/Estimated food ready/).count()).toBe(0);
    // The pickup in the kitchen's 12-hour format: 'Fri 27 Nov, 12:30 pm – 2:30 pm (any time)'.
    expect(await page.getByTestId('order-pickup').innerText()).toMatch(
      /^Pickups?.*[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d\d [ap]m – \d{1,2}:\d\d [ap]m/s,
    );

    const orders = dataOf<OrderRow[]>(await site.api('GET', '/orders/my-orders', undefined, customerToken), 'my orders');
    expect(orders).toHaveLength(1);
    firstOrder = orders[0]!;
    expect(firstOrder.total).toBe(1021.68); // (498 + 149 + 299) × 1.08
    expect(await page.getByTestId('order-reference').innerText()).toBe(firstOrder.orderRefId.slice(0, 12));
    expect(await page.getByTestId('cancel-window').innerText()).toMatch(/^You can cancel this order within [12]:\d\d$/);
  });

  it('shows the order status and receives the kitchen’s change without a reload', async () => {
    await page.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL(new RegExp(`/order-status/${firstOrder.id}$`));
    await page.getByText('Your order has been received!').waitFor();
    expect(await page.getByTestId('tracking-id').innerText()).toBe(firstOrder.orderRefId);
    await page.evaluate(() => {
      (window as unknown as { beforeStatusChange: boolean }).beforeStatusChange = true;
    });

    const adminToken = await site.adminToken();
    const change = await site.api('PUT', `/admin/orders/${firstOrder.id}/status`, { status: 'PREPARING' }, adminToken);
    expect(change.status).toBeLessThan(300);

    await page.getByText('Our chefs are now preparing your delicious meal.').waitFor({ timeout: 35_000 });
    // No unlabelled 40-minute clock: a countdown, when the pickup is less than a day ahead, says what it counts to.
    expect(await page.getByText(/^(40:00|39:\d\d)$/).count()).toBe(0);
    for (const timer of await page.getByRole('timer').allInnerTexts()) expect(timer).toMatch(/^Pickup starts in \d+:\d\d:\d\d$/);
    expect(await page.getByText(/Trace ID/).count()).toBe(0);
    // Still the same document: the change arrived live.
    expect(await page.evaluate(() => (window as unknown as { beforeStatusChange?: boolean }).beforeStatusChange)).toBe(true);
    await screenshot(page, 'storefront-order-status');
  });

  it('cancels a second order within the two-minute window', async () => {
    await page.goto(`${site.url}/menu`);
    await page.getByRole('button', { name: 'Add to Cart – Chole Bhature' }).click();
    expect(await toastText(page)).toBe('Added to cart');
    await page.goto(`${site.url}/checkout`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    // Issue 21: cancelling asks first.
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Your order \w+ has been cancelled\.$/ })
      .waitFor();

    const orders = dataOf<OrderRow[]>(await site.api('GET', '/orders/my-orders', undefined, customerToken), 'my orders');
    expect(orders).toHaveLength(2);
    expect(orders.find((order) => order.id !== firstOrder.id)?.status).toBe('CANCELLED');
  });
});
