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

export async function adminToken(t: TestApp): Promise<string> {
  const admin = await t.dataSource.getRepository(User).findOneByOrFail({ role: 'ADMIN' });
  return t.app.get(TokenService).issue(admin);
}
