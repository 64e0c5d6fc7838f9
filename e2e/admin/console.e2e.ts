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
  nameHi: string | null;
  descriptionHi: string | null;
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

/** 'YYYY-MM-DD' as the console and the server's messages write it: '27 Nov 2026'. */
const displayDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** 'YYYY-MM-DD' as a date field shows it: '27/11/2026'. */
const fieldDate = (day: string) => day.split('-').reverse().join('/');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 9's journeys through the admin console against the real server: sign-in via a redirect,
 * dishes and schedules, an order on the production sheet and moved to Picked up with the dashboard
 * following, customers and reviews, and a customer refused.
 */
describe('admin console', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken = '';
  const customerName = unique('Kavya Iyer');
  const customerEmail = `kavya.${Date.now().toString(36)}@example.com`;
  let customerToken = '';
  const dishName = unique('Gongura Chicken');
  const dishNameHi = 'गोंगूरा चिकन';
  let dish: AdminMenu;
  let schedule: AdminSchedule;
  let order: PlacedOrder;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    customerToken = await registerCustomer(site, customerEmail, customerName);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("refuses a customer's credentials with 'Access denied. Admins only.'", async () => {
    await page.goto(`${site.url}/admin/login`);
    await fillLoginForm(page, customerEmail, CUSTOMER_PASSWORD);
    await page.getByText('Access denied. Admins only.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('sends an anonymous visit to the login page and back after signing in', async () => {
    await page.goto(`${site.url}/admin/orders`);
    await page.waitForURL((url) => url.pathname === '/admin/login' && url.searchParams.get('redirect') === '/admin/orders');
    // As written, not upper-cased by the theme (innerText applies CSS text-transform).
    expect(await page.getByRole('button', { name: 'Sign in' }).innerText()).toBe('Sign in');
    await fillLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByText('Admin login successful!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  });

  it('adds a dish with an uploaded image and a Hindi name and description', async () => {
    await page.goto(`${site.url}/admin/food`);
    await page.getByRole('heading', { level: 1, name: 'Food Management' }).waitFor();
    await page.getByRole('button', { name: '+ Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    // Exactly, as the Hindi fields' names contain these.
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(dishName);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Sorrel-leaf chicken curry, Andhra style');
    await dialog.getByLabel('Name in Hindi').fill(dishNameHi);
    await dialog.getByLabel('Description in Hindi').fill('आंध्र शैली की खट्टी पत्तियों वाली चिकन करी');
    await dialog.getByLabel('Price').fill('289.50');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'gongura.png', mimeType: 'image/png', buffer: TINY_PNG });
    const imageUrl = dialog.locator('input[name=imageUrl]');
    await expect.poll(() => imageUrl.inputValue(), { timeout: 10_000 }).toMatch(/^\/uploads\//);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Food item added').waitFor();
    const menusTable = page.getByRole('table', { name: 'Available Menus' });
    await menusTable
      .getByRole('row', { name: new RegExp(dishName) })
      .getByText('₹289.50')
      .waitFor();
    await menusTable
      .getByRole('row', { name: new RegExp(dishName) })
      .getByText(dishNameHi)
      .waitFor();

    const menus = okBody<AdminMenu[]>(
      await site.api('GET', `/admin/menus?${adminQuery({ q: dishName })}`, undefined, adminToken),
      'admin menus',
    );
    dish = menus.find((menu) => menu.name === dishName) as AdminMenu;
    expect(dish).toBeDefined();
    expect(dish.imageUrl).toMatch(/^\/uploads\//);
    expect(dish).toMatchObject({ nameHi: dishNameHi, descriptionHi: 'आंध्र शैली की खट्टी पत्तियों वाली चिकन करी' });
    expect((await fetch(`${site.url}${dish.imageUrl}`)).status).toBe(200);
    await screenshot(page, 'admin-food');
  });

  it('schedules the dish, then on a second cook date from the free dates the dialog offers', async () => {
    await page.getByRole('button', { name: `Schedule ${dishName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule ${dishName}` });
    await dialog.getByLabel('Available Qty').fill('12');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Menu scheduled!').waitFor();
    const schedulesTable = page.getByRole('table', { name: 'Available Menu Schedules' });
    await schedulesTable.getByRole('row', { name: new RegExp(`${dishName}.*12`) }).waitFor();
    const [first] = okBody<AdminSchedule[]>(
      await site.api('GET', `/admin/menu-schedules?${adminQuery({ menuId: dish.id })}`, undefined, adminToken),
      'admin schedules',
    );
    schedule = first;
    const firstDate = schedule.cookDate.slice(0, 10);

    // Again: the dialog names the date taken and starts on the next free one, which it offers first.
    await page.getByRole('button', { name: `Schedule ${dishName}` }).click();
    await dialog.getByText(`Already scheduled on ${displayDate(firstDate)}`).waitFor();
    const secondDate = nextDay(firstDate);
    await expect.poll(() => dialog.locator('input[name=cookDate]').inputValue()).toBe(fieldDate(secondDate));
    const offered = dialog.getByRole('group', { name: 'Next free cook dates' }).getByRole('button');
    expect(await offered.first().getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.innerText()).not.toMatch(/until|expires/);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    await screenshot(page, 'admin-schedule-again');
    await dialog.getByLabel('Available Qty').fill('5');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Menu scheduled!').waitFor();
    await schedulesTable.getByRole('button', { name: `Edit ${dishName} ${displayDate(secondDate)}` }).waitFor();

    const schedules = okBody<AdminSchedule[]>(
      await site.api('GET', `/admin/menu-schedules?${adminQuery({ menuId: dish.id })}`, undefined, adminToken),
      'admin schedules',
    );
    expect(schedules.map((entry) => [entry.cookDate.slice(0, 10), entry.availableQty])).toEqual([
      [firstDate, 12],
      [secondDate, 5],
    ]);
    // Only the same dish twice on one cook date is refused, with a message saying what to do.
    const again = await site.api(
      'POST',
      '/admin/menu-schedules',
      {
        menuId: dish.id,
        cookDate: firstDate,
        orderCutoffAt: new Date(Date.now() + 3_600_000).toISOString(),
        pickupFrom: new Date(Date.now() + 7_200_000).toISOString(),
        pickupTo: new Date(Date.now() + 10_800_000).toISOString(),
        availableQty: 5,
        status: 'PUBLISHED',
      },
      adminToken,
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      `This item is already scheduled on ${displayDate(firstDate)}. Choose another cook date, or change that schedule.`,
    );
  });

  it("edits the schedule's quantity and status", async () => {
    await page.getByRole('button', { name: `Edit ${dishName} ${displayDate(schedule.cookDate.slice(0, 10))}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit schedule: ${dishName}` });
    await dialog.getByLabel('Available Qty').fill('7');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Schedule updated!').waitFor();
    const row = page
      .getByRole('table', { name: 'Available Menu Schedules' })
      .getByRole('row', { name: new RegExp(`${dishName} ${displayDate(schedule.cookDate.slice(0, 10))}`) });
    await row.getByText('Draft').waitFor();
    await row.getByRole('cell', { name: '7', exact: true }).waitFor();

    const stored = okBody<AdminSchedule>(
      await site.api('GET', `/admin/menu-schedules/${schedule.id}`, undefined, adminToken),
      'admin schedule',
    );
    expect(stored).toMatchObject({ availableQty: 7, status: 'DRAFT' });
  });

  it('moves an order through Preparing, Ready and Picked up while the dashboard follows', async () => {
    // Customers can only order published schedules.
    okBody(
      await site.api('PUT', `/admin/menu-schedules/${schedule.id}`, { availableQty: 7, status: 'PUBLISHED' }, adminToken),
      'republish',
    );

    await page.goto(`${site.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    const before = {
      total: await statValue(page, 'Total Orders'),
      inProgress: await statValue(page, 'In Progress'),
      completed: await statValue(page, 'Completed'),
      revenue: await statValue(page, 'Revenue'),
    };

    order = envelopeData<PlacedOrder>(
      await site.api(
        'POST',
        '/orders',
        { orderItems: [{ menuScheduleId: schedule.id, quantity: 2 }], paymentMethod: 'COD' },
        customerToken,
      ),
      'place order',
    );

    // The admin event stream announces the order: badge on Orders, toast, refreshed figures.
    await expect.poll(() => page.getByTestId('new-orders-badge').innerText(), { timeout: 15_000 }).toContain('1');
    await page.getByText(`New order ${order.orderRefId} from ${customerName}`).waitFor();
    await expect.poll(() => statValue(page, 'Total Orders'), { timeout: 15_000 }).toBe(before.total + 1);
    await page
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(order.orderRefId) })
      .waitFor();

    // The production sheet opens on the next cook date with orders (the order's, not today) and lists the dish and
    // who collects it.
    await page.getByRole('menuitem', { name: 'Production' }).click();
    await expect.poll(() => page.locator('input[name=cookDate]').inputValue()).toBe(fieldDate(schedule.cookDate.slice(0, 10)));
    await page.getByRole('row', { name: new RegExp(`${dishName}.*\\b2\\b`) }).waitFor();
    await page.getByRole('row', { name: new RegExp(`${order.orderRefId}.*${customerName}`) }).waitFor();

    await page.getByRole('menuitem', { name: /Orders/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    // Listed by the reference the customer quotes, not by a piece of the internal id.
    const orderRow = page.getByRole('row', { name: new RegExp(order.orderRefId) });
    await orderRow.getByText(customerName).waitFor();
    expect(await orderRow.innerText()).not.toContain(order.id.slice(0, 8));

    for (const status of ['Preparing', 'Ready', 'Picked up']) {
      await orderRow.getByRole('button', { name: 'View' }).click();
      const dialog = page.getByRole('dialog', { name: `Order ${order.orderRefId}` });
      await dialog
        .getByTestId('order-total')
        .getByText(/^₹[\d,]+\.\d{2}$/)
        .waitFor();
      if (status === 'Preparing') {
        // Past the dialog's fade-in, so the screenshot is not half transparent.
        await page.waitForTimeout(400);
        await screenshot(page, 'admin-order-detail');
      }
      await dialog.getByRole('button', { name: `Mark as ${status}` }).click();
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
    const kitchenDate = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));
    await page.goto(`${site.url}/admin/orders`);
    const orderRow = page.getByRole('row', { name: new RegExp(order.orderRefId) });
    await orderRow.waitFor();
    // Named by its label and then its value ('Status Picked up'), and not to be taken for 'Payment status'.
    const statusFilter = page.getByRole('combobox', { name: /^Status/ });

    await statusFilter.click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await page.getByText('No orders to display.').waitFor();
    await statusFilter.click();
    await page.getByRole('option', { name: 'Picked up' }).click();
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
    const placeOnline = async () =>
      envelopeData<PlacedOrder>(
        await site.api(
          'POST',
          '/orders',
          { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'ONLINE' },
          customerToken,
        ),
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
    const paymentId = okBody<AdminOrderView>(
      await site.api('GET', `/admin/orders/${paid.id}`, undefined, adminToken),
      'paid order',
    ).paymentId;
    expect(paymentId).toBe(signed.razorpay_payment_id);

    // Without the filters the previous journey left (react-admin keeps them for the session).
    await page.goto(`${site.url}/admin/orders?${adminQuery({})}`);
    await page.getByRole('combobox', { name: /^Payment(?! status)/ }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.getByRole('combobox', { name: /^Payment status/ }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    const paidRow = page.getByRole('row', { name: new RegExp(paid.orderRefId) });
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    await paidRow.getByText('Online', { exact: true }).waitFor();
    await page.getByRole('row', { name: new RegExp(unpaid.orderRefId) }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(order.orderRefId) }).waitFor({ state: 'detached' });

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
    const unpaidRow = page.getByRole('row', { name: new RegExp(unpaid.orderRefId) });
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
    await page.getByRole('option', { name: paymentWords[refunding.paymentStatus!] }).click();
    const refundRow = page.getByRole('row', { name: new RegExp(paid.orderRefId) });
    await refundRow.getByRole('button', { name: 'View' }).click();
    const refundDialog = page.getByRole('dialog', { name: `Order ${paid.orderRefId}` });
    await refundDialog
      .getByTestId('order-refund')
      .getByText(/^(Refund pending|Refunded)/)
      .waitFor();
    expect(await refundDialog.getByRole('button', { name: /^Mark as/ }).count()).toBe(0);
    await refundDialog.getByRole('button', { name: 'Close' }).click();
  });

  it("finds a customer by search, and a row opens that customer's orders", async () => {
    // Someone else's order, which the customer's orders leave out.
    const otherName = unique('Rohan Das');
    const otherToken = await registerCustomer(site, `rohan.${Date.now().toString(36)}@example.com`, otherName);
    const otherOrder = envelopeData<PlacedOrder>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 1 }], paymentMethod: 'COD' }, otherToken),
      'other customer order',
    );

    await page.goto(`${site.url}/admin/customers`);
    const search = page.getByPlaceholder('Search by name or email');
    await search.fill('nobody-matches-this-search');
    await page.getByText('No customers match your search.').waitFor();
    await search.fill(customerName);
    const row = page.getByRole('row', { name: new RegExp(customerEmail.replace(/\./g, '\\.')) });
    await row.getByText('Active').waitFor();
    await row.getByText(customerEmail).click();

    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByRole('row', { name: new RegExp(order.orderRefId) }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(customerName);
    expect(await page.getByRole('row', { name: new RegExp(otherOrder.orderRefId) }).count()).toBe(0);
    await screenshot(page, 'admin-customer-orders');
  });

  it('deletes a review after confirming', async () => {
    const comment = unique('Tangy and perfectly spiced');
    okBody(await site.api('POST', '/reviews', { orderItemId: order.orderItems[0]?.id, rating: 4, comment }, customerToken), 'review');
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
