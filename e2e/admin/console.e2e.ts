import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, launchBrowser, screenshot, startSite, type Site } from '../support';
import {
  CUSTOMER_PASSWORD,
  envelopeData,
  fillLoginForm,
  okBody,
  registerCustomer,
  statValue,
  TINY_PNG,
  typeDay,
  unique,
} from './admin-helpers';

interface AdminMenu {
  id: number;
  name: string;
  imageUrl: string;
  price: number;
}

interface AdminSchedule {
  id: number;
  menuId: number;
  availableQty: number;
  status: string;
  cookDate: string;
}

interface PlacedOrder {
  id: string;
  orderRefId: string;
  total: number;
  orderItems: { id: number }[];
  payment: { providerOrderId: string } | null;
}

interface AdminOrderView {
  status: string;
  paymentStatus: string | null;
  paymentId: string | null;
}

const paymentWords: Record<string, string> = { REFUND_PENDING: 'Refund pending', REFUNDED: 'Refunded' };

const adminQuery = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Issue 9's journeys through the admin console against the real server: sign-in via a redirect,
 * dishes and schedules, an order on the production sheet and moved to Delivered with the dashboard
 * following, customers and reviews, and a customer refused.
 */
describe('admin console', () => {
  let site: Site;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let adminToken = '';
  const customerName = unique('Kavya Iyer');
  const customerEmail = `kavya.${Date.now().toString(36)}@example.com`;
  let customerToken = '';
  const dishName = unique('Gongura Chicken');
  let dish: AdminMenu;
  let schedule: AdminSchedule;
  let order: PlacedOrder;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    customerToken = await registerCustomer(site, customerEmail, customerName);
    browser = await launchBrowser();
    if (browser) {
      context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      page = await context.newPage();
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("refuses a customer's credentials with 'Access denied. Admins only.'", async () => {
    if (!browser) return;
    await page.goto(`${site.url}/admin/login`);
    await fillLoginForm(page, customerEmail, CUSTOMER_PASSWORD);
    await page.getByText('Access denied. Admins only.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('sends an anonymous visit to the login page and back after signing in', async () => {
    if (!browser) return;
    await page.goto(`${site.url}/admin/orders`);
    await page.waitForURL((url) => url.pathname === '/admin/login' && url.searchParams.get('redirect') === '/admin/orders');
    // As written, not upper-cased by the theme (innerText applies CSS text-transform).
    expect(await page.getByRole('button', { name: 'Sign in' }).innerText()).toBe('Sign in');
    await fillLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByText('Admin login successful!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  });

  it('adds a dish with an uploaded image', async () => {
    if (!browser) return;
    await page.goto(`${site.url}/admin/food`);
    await page.getByRole('heading', { level: 1, name: 'Food Management' }).waitFor();
    await page.getByRole('button', { name: '+ Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    await dialog.getByLabel('Name').fill(dishName);
    await dialog.getByLabel('Description').fill('Sorrel-leaf chicken curry, Andhra style');
    await dialog.getByLabel('Price').fill('289.50');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'gongura.png', mimeType: 'image/png', buffer: TINY_PNG });
    const imageUrl = dialog.locator('input[name=imageUrl]');
    await expect.poll(() => imageUrl.inputValue(), { timeout: 10_000 }).toMatch(/^\/uploads\//);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Food item added').waitFor();
    const menusTable = page.getByRole('table', { name: 'Available Menus' });
    await menusTable.getByRole('row', { name: new RegExp(dishName) }).getByText('₹289.50').waitFor();

    const menus = okBody<AdminMenu[]>(
      await site.api('GET', `/admin/menus?${adminQuery({ q: dishName })}`, undefined, adminToken),
      'admin menus',
    );
    dish = menus.find((menu) => menu.name === dishName) as AdminMenu;
    expect(dish).toBeDefined();
    expect(dish.imageUrl).toMatch(/^\/uploads\//);
    expect((await fetch(`${site.url}${dish.imageUrl}`)).status).toBe(200);
    await screenshot(page, 'admin-food');
  });

  it('schedules the dish, then warns that it is already scheduled on a second attempt', async () => {
    if (!browser) return;
    await page.getByRole('button', { name: `Schedule ${dishName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule ${dishName}` });
    await dialog.getByLabel('Available Qty').fill('12');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Menu scheduled!').waitFor();
    const schedulesTable = page.getByRole('table', { name: 'Available Menu Schedules' });
    await schedulesTable.getByRole('row', { name: new RegExp(`${dishName}.*12`) }).waitFor();

    await page.getByRole('button', { name: `Schedule ${dishName}` }).click();
    await page.getByText(/This item is already scheduled until \d{2} \w{3} \d{4}\. Please try again after it expires\./).waitFor();

    const schedules = okBody<AdminSchedule[]>(
      await site.api('GET', `/admin/menu-schedules?${adminQuery({ menuId: dish.id })}`, undefined, adminToken),
      'admin schedules',
    );
    expect(schedules).toHaveLength(1);
    schedule = schedules[0] as AdminSchedule;
    const again = await site.api(
      'POST',
      '/admin/menu-schedules',
      { menuId: dish.id, cookDate: schedule.cookDate, orderCutoffAt: new Date(Date.now() + 3_600_000).toISOString(), pickupFrom: new Date(Date.now() + 7_200_000).toISOString(), pickupTo: new Date(Date.now() + 10_800_000).toISOString(), availableQty: 5, status: 'PUBLISHED' },
      adminToken,
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/^This item is already scheduled until /);
  });

  it("edits the schedule's quantity and status", async () => {
    if (!browser) return;
    await page.getByRole('button', { name: new RegExp(`^Edit ${dishName} \\d`) }).click();
    const dialog = page.getByRole('dialog', { name: `Edit schedule: ${dishName}` });
    await dialog.getByLabel('Available Qty').fill('7');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Schedule updated!').waitFor();
    const row = page.getByRole('table', { name: 'Available Menu Schedules' }).getByRole('row', { name: new RegExp(dishName) });
    await row.getByText('Draft').waitFor();
    await row.getByRole('cell', { name: '7', exact: true }).waitFor();

    const stored = okBody<AdminSchedule>(
      await site.api('GET', `/admin/menu-schedules/${schedule.id}`, undefined, adminToken),
      'admin schedule',
    );
    expect(stored).toMatchObject({ availableQty: 7, status: 'DRAFT' });
  });

  it('moves an order through Preparing, Ready and Delivered while the dashboard follows', async () => {
    if (!browser) return;
    // Customers can only order published schedules.
    okBody(await site.api('PUT', `/admin/menu-schedules/${schedule.id}`, { availableQty: 7, status: 'PUBLISHED' }, adminToken), 'republish');

    await page.goto(`${site.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    const before = {
      total: await statValue(page, 'Total Orders'),
      inProgress: await statValue(page, 'In Progress'),
      completed: await statValue(page, 'Completed'),
      revenue: await statValue(page, 'Revenue'),
    };

    order = envelopeData<PlacedOrder>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 2 }], paymentMethod: 'COD' }, customerToken),
      'place order',
    );
    const shortId = order.id.slice(0, 8);

    // The admin event stream announces the order: badge on Orders, toast, refreshed figures.
    await expect.poll(() => page.getByTestId('new-orders-badge').innerText(), { timeout: 15_000 }).toContain('1');
    await expect.poll(() => statValue(page, 'Total Orders'), { timeout: 15_000 }).toBe(before.total + 1);
    await page.getByRole('table', { name: 'Recent Orders' }).getByRole('row', { name: new RegExp(shortId) }).waitFor();

    // The production sheet for the cook date lists the dish and who collects it.
    await page.getByRole('menuitem', { name: 'Production' }).click();
    await typeDay(page, 'Cook date', schedule.cookDate.slice(0, 10));
    await page.getByRole('row', { name: new RegExp(`${dishName}.*\\b2\\b`) }).waitFor();
    await page.getByRole('row', { name: new RegExp(`${order.orderRefId}.*${customerName}`) }).waitFor();

    await page.getByRole('menuitem', { name: /Orders/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    const orderRow = page.getByRole('row', { name: new RegExp(shortId) });
    await orderRow.getByText(customerName).waitFor();

    const steps: Array<[string, string]> = [
      ['Preparing', 'Preparing'],
      ['Ready', 'Ready'],
      ['Delivered', 'Delivered'],
    ];
    for (const [button, status] of steps) {
      await orderRow.getByRole('button', { name: 'View' }).click();
      const dialog = page.getByRole('dialog', { name: `Order ${order.orderRefId}` });
      await dialog.getByTestId('order-total').getByText(/^₹[\d,]+\.\d{2}$/).waitFor();
      if (status === 'Preparing') {
        // Past the dialog's fade-in, so the screenshot is not half transparent.
        await page.waitForTimeout(400);
        await screenshot(page, 'admin-order-detail');
      }
      await dialog.getByRole('button', { name: `Mark as ${button}` }).click();
      await page.getByText(`Order updated to ${status}`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await orderRow.getByText(status, { exact: true }).waitFor();
      if (status === 'Preparing') {
        const preparing = await site.api('GET', '/admin/dashboard', undefined, adminToken);
        expect((preparing.body as { inProgress: number }).inProgress).toBe(before.inProgress + 1);
      }
    }

    await screenshot(page, 'admin-orders');

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect.poll(() => statValue(page, 'Completed')).toBe(before.completed + 1);
    await expect.poll(() => statValue(page, 'In Progress')).toBe(before.inProgress);
    expect(await statValue(page, 'Revenue')).toBeCloseTo(before.revenue + order.total, 2);
    // Let the status chip finish its colour transition so the screenshot shows the final state.
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-dashboard');
  });

  it('filters orders by status and date range, and exports what the filters select', async () => {
    if (!browser) return;
    const kitchenDate = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));
    await page.goto(`${site.url}/admin/orders`);
    const orderRow = page.getByRole('row', { name: new RegExp(order.id.slice(0, 8)) });
    await orderRow.waitFor();
    // Named by its label and then its value ('Status Delivered'), and not to be taken for 'Payment status'.
    const statusFilter = page.getByRole('combobox', { name: /^Status/ });

    await statusFilter.click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await page.getByText('No orders to display.').waitFor();
    await statusFilter.click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await orderRow.waitFor();

    await typeDay(page, 'From', kitchenDate(1));
    await page.getByText('No orders to display.').waitFor();
    await typeDay(page, 'From', kitchenDate(0));
    await typeDay(page, 'To', kitchenDate(0));
    await orderRow.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(order.orderRefId);
  });

  it('shows a paid online order with its payment, allows an unpaid one only to be cancelled, and refunds a cancelled paid one', async () => {
    if (!browser) return;
    const placeOnline = async () =>
      envelopeData<PlacedOrder>(
        await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'ONLINE' }, customerToken),
        'place online order',
      );
    // Paid through the test-mode provider exactly as the customer app does after its checkout.
    const paid = await placeOnline();
    const signed = envelopeData<Record<string, string>>(
      await site.api('POST', `/payments/test/${paid.payment!.providerOrderId}/pay`, undefined, customerToken),
      'test-mode pay',
    );
    envelopeData(await site.api('POST', '/payments/razorpay/verify', signed, customerToken), 'verify');
    const unpaid = await placeOnline();
    const paymentId = okBody<AdminOrderView>(await site.api('GET', `/admin/orders/${paid.id}`, undefined, adminToken), 'paid order').paymentId;
    expect(paymentId).toBe(signed.razorpay_payment_id);

    // Without the filters the previous journey left (react-admin keeps them for the session).
    await page.goto(`${site.url}/admin/orders?${adminQuery({})}`);
    await page.getByRole('combobox', { name: /^Payment(?! status)/ }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.getByRole('combobox', { name: /^Payment status/ }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    const paidRow = page.getByRole('row', { name: new RegExp(paid.id.slice(0, 8)) });
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    await paidRow.getByText('Online', { exact: true }).waitFor();
    await page.getByRole('row', { name: new RegExp(unpaid.id.slice(0, 8)) }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(order.id.slice(0, 8)) }).waitFor({ state: 'detached' });

    await paidRow.getByRole('button', { name: 'View' }).click();
    const paidDialog = page.getByRole('dialog', { name: `Order ${paid.orderRefId}` });
    await paidDialog.getByTestId('order-payment-status').getByText('Paid').waitFor();
    expect(await paidDialog.getByTestId('order-payment-method').innerText()).toBe('Online');
    await paidDialog.getByText(paymentId!).waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    await screenshot(page, 'admin-order-paid-online');
    await paidDialog.getByRole('button', { name: 'Close' }).click();
    await paidDialog.waitFor({ state: 'detached' });

    // Awaiting payment: the list says so, and the only move offered is Cancelled.
    await page.getByRole('combobox', { name: /^Payment status/ }).click();
    await page.getByRole('option', { name: 'Awaiting payment' }).click();
    const unpaidRow = page.getByRole('row', { name: new RegExp(unpaid.id.slice(0, 8)) });
    await unpaidRow.getByText('Awaiting payment').first().waitFor();
    await unpaidRow.getByRole('button', { name: 'View' }).click();
    const unpaidDialog = page.getByRole('dialog', { name: `Order ${unpaid.orderRefId}` });
    await unpaidDialog.getByTestId('order-current-status').getByText('Awaiting payment').waitFor();
    expect(await unpaidDialog.getByRole('button', { name: /^Mark as/ }).allTextContents()).toEqual(['Mark as Cancelled']);
    await unpaidDialog.getByRole('button', { name: 'Mark as Cancelled' }).click();
    await page.getByText('Order updated to Cancelled').waitFor();
    const released = okBody<AdminOrderView>(await site.api('GET', `/admin/orders/${unpaid.id}`, undefined, adminToken), 'released order');
    expect(released.status).toBe('CANCELLED');

    // Cancelling the paid order starts its refund, which the detail shows.
    okBody(await site.api('PUT', `/admin/orders/${paid.id}`, { status: 'CANCELLED' }, adminToken), 'cancel paid order');
    const refunding = okBody<AdminOrderView>(await site.api('GET', `/admin/orders/${paid.id}`, undefined, adminToken), 'refunding order');
    // The test-mode provider may finish the refund at once: whichever state it is in, the console shows it.
    expect(['REFUND_PENDING', 'REFUNDED']).toContain(refunding.paymentStatus);
    await page.getByRole('combobox', { name: /^Payment status/ }).click();
    await page.getByRole('option', { name: paymentWords[refunding.paymentStatus!]! }).click();
    const refundRow = page.getByRole('row', { name: new RegExp(paid.id.slice(0, 8)) });
    await refundRow.getByRole('button', { name: 'View' }).click();
    const refundDialog = page.getByRole('dialog', { name: `Order ${paid.orderRefId}` });
    await refundDialog.getByTestId('order-refund').getByText(/^(Refund pending|Refunded)/).waitFor();
    expect(await refundDialog.getByRole('button', { name: /^Mark as/ }).count()).toBe(0);
    await refundDialog.getByRole('button', { name: 'Close' }).click();
  });

  it('finds a customer by search', async () => {
    if (!browser) return;
    await page.goto(`${site.url}/admin/customers`);
    const search = page.getByPlaceholder('Search by name or email');
    await search.fill(customerName);
    const row = page.getByRole('row', { name: new RegExp(customerEmail.replace(/\./g, '\\.')) });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await search.fill('nobody-matches-this-search');
    await page.getByText('No customers match your search.').waitFor();
  });

  it('deletes a review after confirming', async () => {
    if (!browser) return;
    const comment = unique('Tangy and perfectly spiced');
    okBody(
      await site.api('POST', '/reviews', { orderItemId: order.orderItems[0]?.id, rating: 4, comment }, customerToken),
      'review',
    );
    await page.goto(`${site.url}/admin/reviews`);
    const row = page.getByRole('row', { name: new RegExp(comment) });
    await row.getByRole('img', { name: /4 Stars/ }).waitFor();
    await row.getByRole('button', { name: 'Delete review' }).click();
    await page.getByText('Are you sure you want to delete this review?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Review deleted').waitFor();
    await row.waitFor({ state: 'detached' });
    const remaining = okBody<Array<{ comment: string }>>(
      await site.api('GET', `/admin/reviews?${adminQuery({ q: comment })}`, undefined, adminToken),
      'admin reviews',
    );
    expect(remaining.some((review) => review.comment === comment)).toBe(false);
  });
});
