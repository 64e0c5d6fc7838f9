import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Site } from '../support';

export const PASSWORD = 'Kitchen@123';

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function dataOf<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { data: T }).data;
}

/** Registers a customer and verifies the e-mail with the code from the captured mail; answers the token. */
export async function createCustomer(site: Site, email: string, name: string): Promise<string> {
  dataOf(await site.api('POST', '/auth/register', { name, email, phone: '919876500001', password: PASSWORD }), 'register');
  const otp = await site.mail.codeFor(email);
  return dataOf<{ token: string }>(await site.api('POST', '/auth/verify-email', { email, userName: name, otp }), 'verify-email').token;
}

export interface MenuCardRow {
  id: number;
  name: string;
  price: number;
  activeScheduleId: number | null;
  availability: { state: string; message: string };
}

export async function menuCards(site: Site): Promise<MenuCardRow[]> {
  return dataOf<MenuCardRow[]>(await site.api('GET', '/menus'), 'menus');
}

export async function dishNamed(site: Site, name: string): Promise<MenuCardRow> {
  const dish = (await menuCards(site)).find((card) => card.name === name);
  if (!dish) throw new Error(`the demo menu has no ${name}`);
  return dish;
}

/** The text of the page's toast once it shows. */
export async function toastText(page: Page): Promise<string> {
  const alert = page.locator('.MuiSnackbar-root .MuiAlert-message').last();
  await alert.waitFor({ state: 'visible' });
  return (await alert.innerText()).trim();
}

/** Polls a page query until it matches, with room for a real server and browser. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}
