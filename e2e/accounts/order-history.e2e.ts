import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startSite, type Site } from '../support';
import { PASSWORD, expectOk, logInThroughForm, registerCustomerByApi, uniqueEmail } from './accounts-helpers';

interface Schedule {
  id: number;
  menuName: string;
  availableQty: number;
  orderCutoffAt: string;
}

interface PlacedOrder {
  id: string;
  orderRefId: string;
  total: number;
  orderItems: { id: number; menuName: string }[];
}

describe('accounts: order history, order detail and reviews', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let customerToken: string;
  let order: PlacedOrder;
  const email = uniqueEmail('orders');

  beforeAll(async () => {
    site = await startSite();
    customerToken = await registerCustomerByApi(site, email);
    const schedules = expectOk<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
    const open = schedules.find((schedule) => schedule.availableQty >= 1 && Date.parse(schedule.orderCutoffAt) > Date.now());
    if (!open) throw new Error('the demo seed has no orderable schedule');
    order = expectOk<PlacedOrder>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open.id, quantity: 1 }], paymentMethod: 'COD' }, customerToken),
      'place order',
    );
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logInThroughForm(page, site, email, PASSWORD);
    await page.waitForURL(/\/menu$/);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lists the placed order and opens its detail', async () => {
    await page.goto(`${site.url}/profile/order-history`);
    const row = page.locator(`tr[data-order-ref="${order.orderRefId}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Received');
    expect(await row.innerText()).not.toContain('PENDING');
    expect(await row.innerText()).toContain('₹');
    await screenshot(page, 'accounts-order-history');

    await row.locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/profile/order/${order.orderRefId}$`));
    await expect.poll(() => page.getByText('Placed on').count()).toBe(1);
    expect(await page.getByText(order.orderItems[0].menuName).count()).toBeGreaterThan(0);
    expect(await page.getByText('Pay at pickup', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Cash on Delivery/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Write a Review' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Order History' }).click();
    await page.waitForURL(/\/profile\/order-history$/);
  }, 60_000);

  it('shows the order events in notifications, newest first', async () => {
    await page.goto(`${site.url}/profile/notifications`);
    await expect.poll(() => page.getByRole('link', { name: `Order ${order.orderRefId}` }).count()).toBeGreaterThan(0);
    await screenshot(page, 'accounts-notifications');
  }, 30_000);

  it('lets a delivered order be reviewed exactly once', async () => {
    const admin = await site.adminToken();
    const moved = await site.api('PUT', `/admin/orders/${order.id}/status`, { status: 'DELIVERED' }, admin);
    expect(moved.status).toBeLessThan(300);

    await page.goto(`${site.url}/profile/order/${order.orderRefId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Write a Review' }).count()).toBe(1);
    const form = page.getByRole('form', { name: `Review ${order.orderItems[0].menuName}` });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByText('Please choose a rating from 1 to 5 stars').count()).toBe(1);

    await form.locator('label', { hasText: '5 Stars' }).click();
    await form.getByLabel('Your review').fill('Tasted just like home.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => page.getByText(/You reviewed this dish on/).count()).toBe(1);
    await screenshot(page, 'accounts-review-submitted');

    await page.reload();
    await expect.poll(() => page.getByText(/You reviewed this dish on/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);

    const again = await site.api(
      'POST',
      '/reviews',
      { orderItemId: order.orderItems[0].id, rating: 1, comment: 'Second try' },
      customerToken,
    );
    expect(again.status).toBeGreaterThanOrEqual(400);

    await page.goto(`${site.url}/profile/notifications`);
    const updates = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => updates.count()).toBeGreaterThanOrEqual(2);
    // A pickup kitchen's customer picks the order up; nothing is delivered.
    expect(await updates.first().innerText()).toMatch(/picked up/i);
    expect(await updates.last().innerText()).toMatch(/placed/i);
  }, 60_000);
});
