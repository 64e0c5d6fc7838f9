import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { createCustomer, dataOf, uniqueEmail } from '../storefront/storefront-helpers';
import { consoleContext, typeDay, unique } from './admin-helpers';

/** Set WEBHOOKS_SHOTS_DIR to keep the pages' screenshots somewhere to look at, besides e2e/artifacts. */
const extraShots = process.env.WEBHOOKS_SHOTS_DIR;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await screenshot(page, name);
  if (extraShots) {
    mkdirSync(extraShots, { recursive: true });
    await page.screenshot({ path: join(extraShots, `${name}.png`), fullPage });
  }
}

interface Received {
  webhookId: string;
  type: string;
  status: number;
}

/** An integrator's receiver on 127.0.0.1: answers 500 to the first delivery (an outage) and 200 to every later one. */
class Receiver {
  readonly received: Received[] = [];
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const status = this.received.length === 0 ? 500 : 200;
      const event = JSON.parse(body) as { type: string };
      this.received.push({ webhookId: String(request.headers['webhook-id']), type: event.type, status });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 500 ? 'Till is restarting, try later' : 'ok');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/kitchen`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface Schedule {
  id: number;
  availableQty: number;
  orderCutoffAt: string;
}

/** A customer's cash order through the site's API, as the storefront places it. */
async function placeOrder(site: Site): Promise<void> {
  const token = await createCustomer(site, uniqueEmail('webhook.buyer'), 'Anita Rao');
  const available = dataOf<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
  const open = available.find((schedule) => schedule.availableQty >= 1 && Date.parse(schedule.orderCutoffAt) > Date.now());
  if (!open) throw new Error('the demo seed has no schedule open for orders');
  dataOf(
    await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open.id, quantity: 1 }], paymentMethod: 'COD' }, token),
    'order',
  );
}

/** The endpoint's row on a laptop, its card on a phone. */
function endpointEntry(page: Page, screen: ScreenName, url: string): Locator {
  return screen === 'phone' ? page.getByRole('listitem', { name: url }) : page.getByRole('row').filter({ hasText: url });
}

/** Opens a delivery's tries (a row under it on a laptop, inside its card on a phone) and answers them. */
async function openTries(page: Page, delivery: Locator): Promise<Locator> {
  const toggle = delivery.getByRole('button', { name: /^Tries of / });
  await toggle.click();
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`);
}

async function pastTheFadeIn(page: Page): Promise<void> {
  // axe measures contrast on a half-transparent dialog otherwise.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
}

const ZONE = 'Asia/Kolkata';
const kitchenToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/** Issue 34: an admin registers a webhook endpoint in the console and follows its deliveries, failed ones too. */
describe('the Webhooks pages', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    // The receiver is plain http on the loopback address, which the server refuses unless told it is a test.
    site = await startSite({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOW_HTTP: 'true' } });
    adminToken = await site.adminToken();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const screen of ['laptop', 'phone'] as const) {
    const width = SCREENS[screen].width;

    it(`registers an endpoint, shows its secret once, logs a failed delivery and resends it (${width} px)`, async () => {
      const receiver = new Receiver();
      const url = await receiver.start();
      const context = await consoleContext(browser, adminToken, screen);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      const page = await context.newPage();
      try {
        const description = unique('Counter till');
        await page.goto(`${site.url}/admin/webhooks`);
        await page.getByText('A webhook tells another system').waitFor();
        await page.getByRole('link', { name: 'New endpoint' }).click();
        await page.getByRole('textbox', { name: /^URL/ }).fill(url);
        await page.getByRole('textbox', { name: /^Description/ }).fill(description);
        await page.getByRole('checkbox', { name: 'order.placed' }).check();
        expect(await page.getByText('An online order was paid').count()).toBe(1);
        expect(await horizontalOverflow(page, width)).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await shoot(page, `admin-webhooks-new-${screen}`, true);

        await page.getByRole('button', { name: 'Create endpoint' }).click();
        const dialog = page.getByRole('dialog', { name: 'Signing secret' });
        await dialog.waitFor();
        await pastTheFadeIn(page);
        const secret = await dialog.getByTestId('webhook-secret').innerText();
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
        expect(await dialog.getByText('It will not be shown again').count()).toBe(1);
        await dialog.getByRole('button', { name: 'Copy' }).click();
        await dialog.getByRole('button', { name: 'Copied' }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        expect(await horizontalOverflow(page, width)).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await shoot(page, `admin-webhooks-secret-${screen}`);
        await page.keyboard.press('Escape');
        expect(await dialog.count()).toBe(1);
        await dialog.getByRole('button', { name: 'Done' }).click();

        await page.waitForURL(/\/admin\/webhooks\/\d+$/);
        await page.getByTestId('delivery-log-empty').waitFor();
        expect(await page.content()).not.toContain(secret);

        await placeOrder(site);
        await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        // The log reads the server every few seconds; reading it now shows the failed try at once.
        await page.reload();
        const deliveries = page.getByTestId('delivery');
        await expect.poll(() => deliveries.count(), { timeout: 15_000 }).toBe(1);
        const first = deliveries.first();
        expect(await first.innerText()).toContain('order.placed');
        const firstTry = (await openTries(page, first)).getByTestId('webhook-attempt').first();
        expect(await firstTry.getByTestId('webhook-attempt-status').innerText()).toBe('500');
        expect(await firstTry.innerText()).toContain('Till is restarting, try later');

        await first.getByRole('button', { name: /^Resend order\.placed/ }).click();
        await expect.poll(() => deliveries.count(), { timeout: 10_000 }).toBe(2);
        const resent = deliveries.first();
        await expect.poll(() => resent.getByTestId('delivery-state').innerText(), { timeout: 15_000 }).toBe('Delivered');
        const resentTries = await openTries(page, resent);
        expect(await resentTries.getByTestId('webhook-attempt-status').last().innerText()).toBe('200');
        const placed = receiver.received.filter((delivery) => delivery.type === 'order.placed');
        // The first try, Resend, and perhaps the automatic retry: all the same event, so the same webhook-id.
        expect(placed.length).toBeGreaterThanOrEqual(2);
        expect(new Set(placed.map((delivery) => delivery.webhookId)).size).toBe(1);

        expect(await horizontalOverflow(page, width)).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await shoot(page, `admin-webhooks-endpoint-${screen}`, true);

        await page.getByRole('link', { name: 'All endpoints' }).click();
        const entry = endpointEntry(page, screen, url);
        await expect.poll(() => entry.count()).toBe(1);
        const text = await entry.innerText();
        expect(text).toContain(description);
        expect(text).toContain('order.placed');
        expect(await entry.getByTestId('webhook-status').innerText()).toBe('Enabled');
        expect(await horizontalOverflow(page, width)).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await shoot(page, `admin-webhooks-list-${screen}`, true);
      } finally {
        await context.close();
        await receiver.stop();
      }
    }, 120_000);
  }

  it('enables a switched-off endpoint again and replays what it missed since a time on the kitchen clock', async () => {
    const receiver = new Receiver();
    const url = await receiver.start();
    const context = await consoleContext(browser, adminToken, 'laptop', 'America/New_York');
    const page = await context.newPage();
    try {
      const created = await site.api<{ id: number }>('POST', '/admin/webhooks', { url, eventTypes: ['order.placed'] }, adminToken);
      expect(created.status).toBe(201);
      await placeOrder(site);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      site.sql(
        'UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ? WHERE id = ?',
        'Every delivery failed for three days',
        created.body.id,
      );

      await page.goto(`${site.url}/admin/webhooks/${created.body.id}`);
      await page.getByText('Switched off: Every delivery failed for three days').waitFor();
      await page.getByRole('button', { name: 'Enable again' }).click();
      await page.getByText('Enabled again').first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Enable again' }).count()).toBe(0);
      const endpoint = await site.api<{ enabled: boolean }>('GET', `/admin/webhooks/${created.body.id}`, undefined, adminToken);
      expect(endpoint.body.enabled).toBe(true);

      const before = receiver.received.length;
      await typeDay(page, 'Since', kitchenToday());
      await page.keyboard.type('1200a');
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.getByText('1 event queued to be sent again').waitFor();
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await context.close();
      await receiver.stop();
    }
  }, 90_000);

  it("shows the server's refusal of a URL as the server words it", async () => {
    const context = await consoleContext(browser, adminToken, 'laptop');
    const page = await context.newPage();
    try {
      const refusedUrl = 'https://no-such-host.invalid/hooks';
      const answer = await site.api<{ message: string }>(
        'POST',
        '/admin/webhooks',
        { url: refusedUrl, eventTypes: ['order.paid'] },
        adminToken,
      );
      expect(answer.status).toBe(400);

      await page.goto(`${site.url}/admin/webhooks/create`);
      await page.getByRole('textbox', { name: /^URL/ }).fill(refusedUrl);
      await page.getByRole('checkbox', { name: 'order.paid' }).check();
      await page.getByRole('button', { name: 'Create endpoint' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'refused' });
      await alert.waitFor();
      expect(await alert.innerText()).toBe(answer.body.message);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
