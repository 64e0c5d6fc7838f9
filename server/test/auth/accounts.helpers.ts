import { randomBytes } from 'node:crypto';
import { TestApp } from '../support/test-app';

export const PASSWORD = 'Secret@123';
export const NEW_PASSWORD = 'Fresh@4567';
export const HOUR = 60 * 60_000;

export function uniqueEmail(label = 'asha'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Asha Rao', email: uniqueEmail(), phone: '9876543210', password: PASSWORD, ...overrides };
}

/** Every limit window in these suites is at most an hour: moving the clock on gives each test fresh counters. */
export function openFreshRateWindows(t: TestApp): void {
  t.clock.advance(2 * HOUR);
}

/** Registers through the API, reads the code from the caught e-mail and verifies; answers the verify-email data. */
export async function registerAndVerify(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; userId: number; email: string; password: string }> {
  const form = registration(overrides);
  await t.http().post('/api/v1/auth/register').send(form).expect(201);
  const otp = await t.mail.codeFor(String(form.email), /verification/i);
  const verified = await t.http().post('/api/v1/auth/verify-email').send({ email: form.email, otp }).expect(200);
  return { token: verified.body.data.token, userId: verified.body.data.userId, email: String(form.email), password: String(form.password) };
}
