import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Site } from '../support';
import { SCREENS, type ScreenName } from '../phone/phone-helpers';

export const CUSTOMER_PASSWORD = 'Secret@123';

let sequence = 0;

/** A unique label per run, so names and comments never collide with the demo seed. */
export function unique(label: string): string {
  sequence += 1;
  return `${label} ${Date.now().toString(36)}${sequence}`;
}

export function okBody<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}

/** Customer endpoints wrap their payload in { success, message, data }. */
export function envelopeData<T>(answer: { status: number; body: unknown }, what: string): T {
  return okBody<{ data: T }>(answer, what).data;
}

export async function registerCustomer(site: Site, email: string, name: string): Promise<string> {
  okBody(await site.api('POST', '/auth/register', { name, email, phone: '919812345678', password: CUSTOMER_PASSWORD }), 'register');
  const otp = await site.mail.codeFor(email);
  const verified = envelopeData<{ token: string }>(
    await site.api('POST', '/auth/verify-email', { email, userName: name, otp }),
    'verify-email',
  );
  return verified.token;
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The number shown on one of the dashboard's six stat cards. */
export async function statValue(page: Page, label: string): Promise<number> {
  const text = await page.getByTestId(`stat-${label}`).getByTestId('stat-value').innerText();
  return Number(text.replace(/[₹,\s]/g, ''));
}

/** A 1×1 PNG, enough for the upload endpoint's type check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Types a day ('YYYY-MM-DD') into the console's dd/mm/yyyy date picker labelled so (within scope), from its first
 * section as a keyboard user does; the field moves from day to month to year by itself.
 */
export async function typeDay(page: Page, label: string, day: string, scope: Page | Locator = page): Promise<void> {
  const [year, month, date] = day.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${date}${month}${year}`);
}

/**
 * A browser context the size of the screen (phones emulated as phones), already signed in to the console with
 * `adminToken`; `timezoneId` sets the browser's zone (the console must read the kitchen's clock whatever it is).
 */
export async function consoleContext(
  browser: Browser,
  adminToken: string,
  screen: ScreenName,
  timezoneId = 'Asia/Kolkata',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: SCREENS[screen],
    isMobile: screen === 'phone',
    hasTouch: screen === 'phone',
    timezoneId,
  });
  await context.addInitScript((token) => localStorage.setItem('adminToken', token), adminToken);
  return context;
}
