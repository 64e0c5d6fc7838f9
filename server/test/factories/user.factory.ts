import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { TokenService } from '../../src/auth/token.service';
import { User } from '../../src/users/user.entity';
import { TestApp } from '../support/test-app';

export const FACTORY_PASSWORD = 'Secret@123';
let passwordHash: Promise<string> | undefined;

/** A verified customer (or admin) written straight to the database, with a signed token. */
export async function createUser(t: TestApp, overrides: Partial<User> = {}): Promise<{ user: User; token: string }> {
  passwordHash ??= t.app.get(PasswordHasher).hash(FACTORY_PASSWORD);
  const repository = t.dataSource.getRepository(User);
  const suffix = randomBytes(4).toString('hex');
  const user = await repository.save(
    repository.create({
      name: `Customer ${suffix}`,
      email: `customer-${suffix}@example.test`,
      phone: '919876543210',
      passwordHash: await passwordHash,
      role: 'CUSTOMER',
      emailVerified: true,
      tokenVersion: 0,
      avatar: null,
      ...overrides,
    }),
  );
  return { user, token: t.app.get(TokenService).issue(user) };
}

/** How far a suite may move its clock with the admin token it signed once: a month, whatever the hour it runs at. */
const ADMIN_FIXTURE_SECONDS = 30 * 24 * 3600;

/**
 * The admin's token, good for a month of the test clock instead of a working day. Suites sign it once and
 * then move the clock by hours or days from the real time; with the real 12 hours, a move to the kitchen's tomorrow
 * evening ran past it from 18:30 UTC on. The 12 hours themselves are tested through a real login (sessions.api.spec).
 */
export async function adminToken(t: TestApp): Promise<string> {
  const admin = await t.dataSource.getRepository(User).findOneByOrFail({ role: 'ADMIN' });
  return t.app.get(TokenService).issue(admin, ADMIN_FIXTURE_SECONDS);
}
