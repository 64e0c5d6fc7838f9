import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, screenshot, seriousAccessibilityViolations, startSite, type Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';
import { consoleContext, typeDay, unique } from './admin-helpers';

const SECRET_SHAPE = /^hk_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/;
/** Set KEYS_SHOTS_DIR to keep the page's screenshots somewhere to look at, besides e2e/artifacts. */
const extraShots = process.env.KEYS_SHOTS_DIR;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await screenshot(page, name);
  if (extraShots) {
    mkdirSync(extraShots, { recursive: true });
    await page.screenshot({ path: join(extraShots, `${name}.png`), fullPage });
  }
}

/** The orders list, called as an integration does: the key's secret as the bearer token. */
async function ordersWith(site: Site, secret: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${site.url}/api/v1/admin/orders?range=[0,9]`, { headers: { Authorization: `Bearer ${secret}` } });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: body.code };
}

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
/** As the console writes an instant: 26 Nov 2026, 11:59 pm on the kitchen's clock. */
const shownInKitchen = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ZONE,
  }).format(new Date(iso));

/** The key's row on a laptop, its card on a phone. */
function keyEntry(page: Page, screen: ScreenName, name: string): Locator {
  return screen === 'phone' ? page.getByRole('listitem', { name }) : page.getByRole('row').filter({ hasText: name });
}

/** Issue 34: an admin makes an API key in the console, an integration calls the API with it, the admin revokes it. */
describe('the Integrations page', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const screen of ['laptop', 'phone'] as const) {
    const width = SCREENS[screen].width;

    it(`creates a key with two scopes, shows its secret once, and revokes it (${width} px)`, async () => {
      const context = await consoleContext(browser, adminToken, screen);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      const page = await context.newPage();
      const name = unique('Counter till');

      await page.goto(`${site.url}/admin/api-keys`);
      await page.getByText('API keys let a till').waitFor();
      await page.getByRole('link', { name: 'New key' }).click();
      await page.getByRole('textbox', { name: /^Name/ }).fill(name);
      await page.getByRole('group', { name: 'Orders' }).getByRole('checkbox', { name: 'Read' }).check();
      await page.getByRole('group', { name: 'Menu' }).getByRole('checkbox', { name: 'Read' }).check();
      expect(await page.getByText('Dishes, cook dates, drops, pickup plans and dish photos').count()).toBe(1);
      expect(await horizontalOverflow(page, width)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await shoot(page, `admin-integrations-new-key-${screen}`, true);

      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: `Secret for ${name}` });
      await dialog.waitFor();
      // Past the fade-in: axe measures contrast on a half-transparent dialog otherwise.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
      const secret = await dialog.getByTestId('api-key-secret').innerText();
      expect(secret).toMatch(SECRET_SHAPE);
      expect(await dialog.getByText('It will not be shown again').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await dialog.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect(await horizontalOverflow(page, width)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await shoot(page, `admin-integrations-secret-${screen}`);

      expect(await ordersWith(site, secret)).toMatchObject({ status: 200 });

      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL(/\/admin\/api-keys$/);
      const entry = keyEntry(page, screen, name);
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.innerText()).toMatch(/orders:read[\s\S]*menu:read|menu:read[\s\S]*orders:read/);
      expect(await entry.getByTestId('api-key-status').innerText()).toBe('Active');
      expect(await page.content()).not.toContain(secret);
      expect(await horizontalOverflow(page, width)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await shoot(page, `admin-integrations-list-${screen}`, true);

      await entry.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => entry.getByTestId('api-key-status').innerText()).toBe('Revoked');
      expect(await entry.getByRole('button', { name: `Revoke ${name}` }).count()).toBe(0);
      expect(await ordersWith(site, secret)).toEqual({ status: 401, code: 'API_KEY_REVOKED' });
      await context.close();
    }, 90_000);
  }

  it('rotates a key: the new secret shows once and the old one stops when asked to', async () => {
    const context = await consoleContext(browser, adminToken, 'laptop');
    const page = await context.newPage();
    const name = unique('Swift Deliveries');
    const created = await site.api<{ secret: string }>('POST', '/admin/api-keys', { name, scopes: ['orders:read'] }, adminToken);
    expect(created.status).toBe(201);
    const oldSecret = created.body.secret;

    await page.goto(`${site.url}/admin/api-keys`);
    const entry = keyEntry(page, 'laptop', name);
    await entry.getByRole('button', { name: `Rotate ${name}` }).click();
    const rotate = page.getByRole('dialog', { name: `Rotate ${name}` });
    await rotate.getByRole('combobox', { name: 'Old secret keeps working' }).click();
    await page.getByRole('option', { name: 'Stop the old secret now' }).click();
    await rotate.getByRole('button', { name: 'Rotate' }).click();
    const dialog = page.getByRole('dialog', { name: `Secret for ${name}` });
    const newSecret = await dialog.getByTestId('api-key-secret').innerText();
    expect(newSecret).toMatch(SECRET_SHAPE);
    expect(newSecret).not.toBe(oldSecret);

    expect(await ordersWith(site, newSecret)).toMatchObject({ status: 200 });
    expect(await ordersWith(site, oldSecret)).toEqual({ status: 401, code: 'API_KEY_INVALID' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.content()).not.toContain(newSecret);
    await context.close();
  });

  it("takes the expiry on the kitchen's clock, whatever the browser's zone", async () => {
    const context = await consoleContext(browser, adminToken, 'laptop', 'America/New_York');
    const page = await context.newPage();
    const name = unique('Accounts export');
    const day = kitchenDay(30);
    const expiresAt = new Date(`${day}T23:59:00+05:30`).toISOString();

    await page.goto(`${site.url}/admin/api-keys/create`);
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('group', { name: 'Reports' }).getByRole('checkbox', { name: 'Read' }).check();
    await typeDay(page, 'Expires (optional)', day);
    await page.keyboard.type('1159p');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page
      .getByRole('dialog', { name: `Secret for ${name}` })
      .getByRole('button', { name: 'Done' })
      .click();

    const entry = keyEntry(page, 'laptop', name);
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.innerText()).toContain(shownInKitchen(expiresAt));
    const keys = await site.api<{ name: string; expiresAt: string | null; scopes: string[] }[]>(
      'GET',
      '/admin/api-keys',
      undefined,
      adminToken,
    );
    expect(keys.body.find((key) => key.name === name)).toMatchObject({ expiresAt, scopes: ['reports:read'] });
    await context.close();
  });
});
