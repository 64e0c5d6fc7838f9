import type { Page } from 'playwright-core';
import type { Site } from '../support';

export const PASSWORD = 'Secret@123';

let counter = 0;

/** A fresh address per journey, so journeys never meet in one site's database. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function expectOk<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { data: T }).data;
}

/** Registers and verifies a customer through the API, answering the customer's token. */
export async function registerCustomerByApi(site: Site, email: string, name = 'Order Tester'): Promise<string> {
  expectOk(await site.api('POST', '/auth/register', { name, email, phone: '919812345678', password: PASSWORD }), 'register');
  const otp = await site.mail.codeFor(email);
  const verified = expectOk<{ token: string }>(
    await site.api('POST', '/auth/verify-email', { email, userName: name, otp }),
    'verify-email',
  );
  return verified.token;
}

export async function logInThroughForm(page: Page, site: Site, email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
