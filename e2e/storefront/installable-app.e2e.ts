import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as chromiumType, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { FakePushService, TEST_PUSH_CA, type FakeBrowser } from '../../server/test/support/push-service';
import { CHROMIUM_ARGS, chromiumPath, horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS } from '../phone/phone-helpers';
import { PASSWORD, expectOk, logInThroughForm, registerCustomerByApi, uniqueEmail } from '../accounts/accounts-helpers';

interface Schedule {
  id: number;
  availableQty: number;
  orderCutoffAt: string;
}

/** The page's service worker once it controls the page (after one reload, as for any first visit). */
async function controlledBySiteWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Stands in for the browser's push service subscription (headless Chromium cannot reach Google's): the page gets a
 * subscription whose endpoint is the local push service, with keys whose private half the test holds.
 */
async function withLocalPushSubscription(context: BrowserContext, browser: FakeBrowser): Promise<void> {
  await context.addInitScript(
    (subscription) => {
      const make = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          localStorage.removeItem('test-push-subscribed');
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem('test-push-subscribed', '1');
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem('test-push-subscribed') ? make() : null) as unknown as PushSubscription;
      };
    },
    { endpoint: browser.endpoint, keys: browser.keys },
  );
}

/** Issue 16's installable app: manifest and service worker pass Chromium's installability checks, the shell opens offline, push works end to end. */
describe('the customer site as an installable app', () => {
  let site: Site;
  let chromium: Browser | undefined;
  const pushService = new FakePushService();
  const email = uniqueEmail('push');
  let token: string;

  beforeAll(async () => {
    await pushService.start();
    // The local push service is on 127.0.0.1, which the server reaches only when told this is a test.
    site = await startSite({ env: { NODE_EXTRA_CA_CERTS: TEST_PUSH_CA, OUTBOUND_ALLOW_PRIVATE: 'true' } });
    token = await registerCustomerByApi(site, email, 'Push Customer');
    chromium = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await chromium?.close();
    await site?.stop();
    await pushService.stop();
  });

  it("serves a manifest and service worker that pass Chromium's installability checks", async () => {
    if (!chromium) return;
    const manifest = await fetch(`${site.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { icons: { sizes: string }[] }).icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const worker = await fetch(`${site.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    // A profile on disk: Chromium never offers to install from an incognito context, which newContext() makes.
    const profile = mkdtempSync(join(tmpdir(), 'hk-install-'));
    const context = await chromiumType.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      viewport: SCREENS.phone,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await controlledBySiteWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens the app shell offline and says that the menu needs a connection, at phone and laptop width', async () => {
    if (!chromium) return;
    for (const screen of ['phone', 'laptop'] as const) {
      const context = await chromium.newContext({ viewport: SCREENS[screen], isMobile: screen === 'phone', hasTouch: screen === 'phone' });
      const page = await context.newPage();
      await page.goto(`${site.url}/menu`);
      await controlledBySiteWorker(page);
      // Without the browser's own cache, everything the page loads offline must come from the worker's. The session
      // is let go at once: held, it keeps the page from seeing the network it is about to lose.
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.clearBrowserCache');
      await devtools.detach();
      await context.setOffline(true);
      await page.goto(`${site.url}/menu`);
      await expect.poll(() => page.getByRole('status').filter({ hasText: "You're offline." }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Home Kitchen' }).count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `offline-menu-${screen}`);
      await context.setOffline(false);
      await context.close();
    }
  });

  it("turns notifications on from the profile, receives the order's status by push, and the worker shows it", async () => {
    if (!chromium) return;
    const device = pushService.newBrowser();
    const context = await chromium.newContext({ viewport: SCREENS.phone, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: site.url });
    await withLocalPushSubscription(context, device);
    const page = await context.newPage();
    await logInThroughForm(page, site, email, PASSWORD);
    await page.waitForURL(/\/menu$/);
    await controlledBySiteWorker(page);
    await page.goto(`${site.url}/profile/notifications`);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByText('Notifications are on for this device.').count()).toBe(1);
    await page.getByText('Notifications are on for this device.').scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page, SCREENS.phone.width)).toBe(0);
    await screenshot(page, 'device-notifications-phone');

    const schedules = expectOk<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
    const open = schedules.find((schedule) => schedule.availableQty >= 1 && Date.parse(schedule.orderCutoffAt) > Date.now());
    if (!open) throw new Error('the demo seed has no orderable schedule');
    const order = expectOk<{ id: string; orderRefId: string }>(
      await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open.id, quantity: 1 }], paymentMethod: 'COD' }, token),
      'order',
    );
    const adminToken = await site.adminToken();
    expect((await site.api('PUT', `/admin/orders/${order.id}/status`, { status: 'READY' }, adminToken)).status).toBe(200);
    const [push] = await pushService.waitFor(device, 1, 15_000);
    expect(push.payload).toEqual({
      title: `Order ${order.orderRefId}`,
      body: 'Your order is ready for pickup!',
      url: `/profile/order/${order.orderRefId}`,
      tag: `order-${order.orderRefId}`,
    });

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: registrations[0].registrationId,
      data: JSON.stringify(push.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [
            shown.title,
            shown.body,
            (shown.data as { url?: string } | null)?.url,
          ]),
        ),
      )
      .toEqual([[`Order ${order.orderRefId}`, 'Your order is ready for pickup!', `/profile/order/${order.orderRefId}`]]);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Turn on' }).count()).toBe(1);
    await context.close();
  }, 90_000);
});
