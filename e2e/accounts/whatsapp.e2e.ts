import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FakeGraphApi } from '../../server/test/support/fake-graph-api';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { consoleContext } from '../admin/admin-helpers';
import { contextFor, SCREENS } from '../phone/phone-helpers';
import { dataOf, eventually, PASSWORD, uniqueEmail } from '../storefront/storefront-helpers';

/** Set WHATSAPP_SHOTS_DIR to keep full-page screenshots somewhere to look at, besides e2e/artifacts. */
const extraShots = process.env.WHATSAPP_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (extraShots) {
    mkdirSync(extraShots, { recursive: true });
    await page.screenshot({ path: join(extraShots, `${name}.png`), fullPage: true });
  }
}

interface Consent {
  phone: string | null;
  on: boolean;
  topics: { orderUpdates: boolean; drops: boolean; reminders: boolean };
  source: string | null;
}

interface Schedule {
  id: number;
  availableQty: number;
  orderCutoffAt: string;
}

/** Each screen's customer has a number of their own: a conversation is one per number. */
const CUSTOMERS = {
  laptop: { name: 'Asha Verma', phone: '919876543210', shown: '+91 98765 43210' },
  phone: { name: 'Ravi Nair', phone: '919812300390', shown: '+91 98123 00390' },
} as const;

async function registerWithPhone(site: Site, name: string, phone: string): Promise<string> {
  const email = uniqueEmail('whatsapp');
  dataOf(await site.api('POST', '/auth/register', { name, email, phone, password: PASSWORD }), 'register');
  const otp = await site.mail.codeFor(email);
  return dataOf<{ token: string }>(await site.api('POST', '/auth/verify-email', { email, userName: name, otp }), 'verify-email').token;
}

async function placeOrder(site: Site, token: string): Promise<void> {
  const available = dataOf<Schedule[]>(await site.api('GET', '/menu-schedules/available'), 'schedules');
  const open = available.find((schedule) => schedule.availableQty >= 1 && Date.parse(schedule.orderCutoffAt) > Date.now());
  if (!open) throw new Error('the demo seed has no schedule open for orders');
  dataOf(
    await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: open.id, quantity: 1 }], paymentMethod: 'COD' }, token),
    'order',
  );
}

/** Issue 35: a customer turns WhatsApp on in the profile; the console's Messages page shows the conversation. */
describe('WhatsApp in the profile and the console', () => {
  const graph = new FakeGraphApi();
  let site: Site;
  let browser: Browser;
  let adminToken: string;

  /** Delivers a webhook to the site as Meta would: the raw body signed with the app secret. */
  async function deliver(payload: object): Promise<void> {
    const body = JSON.stringify(payload);
    const response = await fetch(`${site.url}/api/v1/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': graph.sign(body) },
      body,
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    await graph.start();
    site = await startSite({ env: graph.siteEnv() });
    adminToken = await site.adminToken();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await graph.stop();
  });

  for (const screen of ['laptop', 'phone'] as const) {
    const width = SCREENS[screen].width;
    const customer = CUSTOMERS[screen];
    const sentence = `Send order updates on WhatsApp to ${customer.shown}`;

    it(`turns WhatsApp on in the profile, then the console shows the conversation with its statuses (${width} px)`, async () => {
      const token = await registerWithPhone(site, customer.name, customer.phone);
      const context = await contextFor(browser, screen, { token });
      const page = await context.newPage();
      try {
        await page.goto(`${site.url}/profile/notifications`);
        const main = page.getByRole('switch', { name: sentence });
        await main.waitFor();
        expect(await main.isChecked()).toBe(false);
        await main.click();
        const topics = page.getByRole('group', { name: 'What to send on WhatsApp' });
        await topics.waitFor();
        await eventually(() => main.isChecked()).toBe(true);
        expect(await topics.getByRole('switch', { name: 'Order updates' }).isChecked()).toBe(true);
        expect(await topics.getByRole('switch', { name: 'New drops and waitlist news' }).isChecked()).toBe(false);
        expect(await page.getByTestId('whatsapp-since').innerText()).toMatch(/^On since .+, from your profile$/);
        const consent = dataOf<Consent>(await site.api('GET', '/profile/whatsapp', undefined, token), 'consent');
        expect(consent).toMatchObject({ phone: customer.phone, on: true, source: 'PROFILE' });
        await topics.getByRole('switch', { name: 'New drops and waitlist news' }).click();
        await eventually(
          async () => dataOf<Consent>(await site.api('GET', '/profile/whatsapp', undefined, token), 'consent').topics.drops,
        ).toBe(true);
        await page.getByTestId('whatsapp-since').scrollIntoViewIfNeeded();
        expect(await horizontalOverflow(page, width)).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await shoot(page, `customer-whatsapp-${screen}`);
      } finally {
        await context.close();
      }

      // The order's confirmation goes out as a template; the customer reads it, then writes, and hears the auto-reply.
      await placeOrder(site, token);
      await eventually(() => graph.sentTo(customer.phone).length).toBe(1);
      const [confirmation] = graph.sentTo(customer.phone);
      await deliver(graph.status(confirmation.id, 'sent'));
      await deliver(graph.status(confirmation.id, 'read'));
      await deliver(graph.status(confirmation.id, 'delivered'));
      await deliver(graph.incoming(customer.phone, 'Can I pick up at 7 instead?'));
      await eventually(() => graph.sentTo(customer.phone).length).toBe(2);
      const autoReply = graph.sentTo(customer.phone)[1];
      await deliver(graph.status(autoReply.id, 'failed', { code: 131026, title: 'Message undeliverable' }));

      const admin = await consoleContext(browser, adminToken, screen);
      const messages = await admin.newPage();
      try {
        await messages.goto(`${site.url}/admin/messages`);
        expect(await messages.getByTestId('whatsapp-customers-on').innerText()).toMatch(/^Customers with WhatsApp on: \d+$/);
        await messages.getByRole('link', { name: new RegExp(`^${customer.name}`) }).click();
        await messages.getByRole('heading', { name: `Conversation with ${customer.name}` }).waitFor();
        const bubbles = messages.getByTestId('whatsapp-message');
        await eventually(() => bubbles.count()).toBe(3);
        expect(await bubbles.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.direction))).toEqual([
          'OUT',
          'IN',
          'OUT',
        ]);
        const statuses = messages.getByTestId('message-status');
        expect(await statuses.allInnerTexts()).toEqual(['Read', 'Failed: 131026 Message undeliverable']);
        expect(
          await bubbles
            .first()
            .getByText(/^Template /)
            .innerText(),
        ).toBe(`Template ${confirmation.template?.name}`);
        expect(await messages.getByTestId('reply-window').innerText()).toMatch(/^You can reply until \d{1,2}:\d{2} [ap]m tomorrow$/);

        await messages.getByRole('textbox', { name: 'Reply', exact: true }).fill('Yes, 7 pm is fine. See you then!');
        await messages.getByRole('button', { name: 'Send' }).click();
        await eventually(() => graph.sentTo(customer.phone).map((message) => message.text)).toContain('Yes, 7 pm is fine. See you then!');
        await eventually(() => bubbles.count()).toBe(4);
        await messages.getByText('Reply sent').waitFor({ state: 'hidden' });
        expect(await horizontalOverflow(messages, width)).toBe(0);
        expect(await seriousAccessibilityViolations(messages)).toEqual([]);
        await shoot(messages, `admin-messages-${screen}`);

        // A day on, the customer's message is more than 24 hours old: the page says the window closed and cannot send.
        const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000).toISOString().replace('T', ' ').replace('Z', '');
        site.sql(`UPDATE whatsapp_messages SET created_at = ? WHERE phone = ? AND direction = 'IN'`, dayAndHourAgo, customer.phone);
        await messages.reload();
        await eventually(() => messages.getByTestId('reply-window').innerText()).toMatch(
          /^The 24-hour window closed at .+ they must write first\.$/,
        );
        expect(await messages.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
        expect(await messages.getByRole('textbox', { name: 'Reply', exact: true }).isDisabled()).toBe(true);
      } finally {
        await admin.close();
      }
    });
  }
});
