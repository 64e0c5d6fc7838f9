import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FakeRazorpay } from '../../server/test/support/fake-razorpay';
import { launchBrowser, screenshot, startSite, type Site } from '../support';
import { createCustomer, dataOf, dishNamed, eventually, PASSWORD, uniqueEmail } from '../storefront/storefront-helpers';

interface PlacedOrder {
  id: string;
  orderRefId: string;
  payment: { providerOrderId: string } | null;
}

/** A customer whose server cart holds one Masala Dosa, signed in on `page`. */
async function signedInCustomerWithCart(site: Site, page: Page, label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const token = await createCustomer(site, email, 'Meera Iyer');
  const dosa = await dishNamed(site, 'Masala Dosa');
  dataOf(await site.api('POST', '/cart/add', { menuScheduleId: dosa.activeScheduleId, quantity: 1 }, token), 'cart add');
  await page.goto(`${site.url}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { email, token };
}

async function checkoutOnline(site: Site, page: Page): Promise<void> {
  await page.goto(`${site.url}/checkout`);
  await page.getByRole('radio', { name: 'Pay online (UPI, cards, netbanking)' }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
}

describe('paying online through the test-mode provider (no Razorpay keys)', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('fails once, pays with Pay now, is confirmed, then cancelled and refunded (1366 px)', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1366, height: 850 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' })
    ).newPage();
    const { token } = await signedInCustomerWithCart(site, page, 'online');
    await checkoutOnline(site, page);
    await page.waitForURL(/\/pay\/test\//);
    await page.getByText('Test payment — no money moves').waitFor();
    await screenshot(page, 'customer-test-payment-laptop');

    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/\/order-status\//);
    await page.getByText('Your last payment attempt failed. You can try again.').waitFor();
    await page.getByRole('timer').waitFor();
    await screenshot(page, 'customer-awaiting-payment-laptop');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\/test\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByText('Thank you for your order!').waitFor();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await page.getByRole('heading', { name: 'Order cancelled' }).waitFor();
    const [cancelled] = dataOf<{ id: string }[]>(await site.api('GET', '/orders/my-orders', undefined, token), 'my orders');
    await page.goto(`${site.url}/order-status/${cancelled.id}`);
    await eventually(() => page.getByTestId('payment-note').innerText()).toBe('Refunded');
    await page.getByText('You cancelled this order.').waitFor();
  });

  it('releases the portions when the payment time runs out, and says so (390 px)', async () => {
    const short = await startSite();
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        timezoneId: 'Asia/Kolkata',
        locale: 'en-IN',
      });
      const page = await context.newPage();
      const { token } = await signedInCustomerWithCart(short, page, 'expiry');
      const dosa = await dishNamed(short, 'Masala Dosa');
      const placed = dataOf<PlacedOrder>(
        await short.api(
          'POST',
          '/orders',
          { orderItems: [{ menuScheduleId: dosa.activeScheduleId, quantity: 1 }], paymentMethod: 'ONLINE' },
          token,
        ),
        'online order',
      );
      await page.goto(`${short.url}/pay/test/${placed.id}`);
      await page.getByText('Test payment — no money moves').waitFor();
      await screenshot(page, 'customer-test-payment-phone');
      await page.goto(`${short.url}/order-status/${placed.id}`);
      await page.getByText('Awaiting payment').waitFor();
      await screenshot(page, 'customer-awaiting-payment-phone');
      // The payment time runs out: the expiry job (every 10 s) releases the portions and the page says so.
      short.sql(`UPDATE orders SET payment_expires_at = '2000-01-01 00:00:00.000' WHERE id = ?`, placed.id);
      await expect.poll(() => page.getByTestId('cancel-reason').count(), { timeout: 40_000, interval: 500 }).toBe(1);
      expect(await page.getByTestId('cancel-reason').innerText()).toBe('Payment time ran out, so your portions were released');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await short.stop();
    }
  }, 90_000);
});

describe('paying online through Razorpay Checkout (a fake checkout.js and API)', () => {
  const razorpay = new FakeRazorpay();
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    await razorpay.start();
    site = await startSite({ env: razorpay.siteEnv() });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await razorpay.stop();
  });

  it('opens Checkout prefilled with the order and confirms the payment it reports (390 px)', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const { email } = await signedInCustomerWithCart(site, page, 'razorpay');
    await checkoutOnline(site, page);
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByText('Thank you for your order!').waitFor();
    const opened = await page.evaluate(() => (window as unknown as { __fakeRazorpayOpened: Record<string, unknown> }).__fakeRazorpayOpened);
    expect(opened).toMatchObject({ key: razorpay.keys.keyId, currency: 'INR', name: 'Home Kitchen', prefill: { email } });
    expect(String(opened.description)).toMatch(/^Order [A-Z2-9]{12}$/);
    const paid = [...razorpay.payments.values()].filter((payment) => payment.status === 'captured');
    expect(paid).toHaveLength(1);
  });
});
