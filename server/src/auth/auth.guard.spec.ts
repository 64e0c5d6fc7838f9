import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { ApiKeyAdmission } from '../api-keys/api-key-admission';
import { Clock } from '../common/clock';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { AUTH_OPTIONS, AuthOptions } from './auth.decorators';
import { AuthGuard } from './auth.guard';
import { MemoryRateLimitStore } from '../rate-limit/memory-rate-limit-store';
import { SessionCache } from './session-cache';
import { SessionCheck } from './session-check';
import { StreamTickets } from './stream-tickets';
import { TokenService } from './token.service';

const jwt = new JwtService({ secret: 'unit-test-secret-that-is-long-enough-0123', signOptions: { algorithm: 'HS256' } });
const tokens = new TokenService(jwt, new Clock());

function user(overrides: Partial<User>): User {
  return { id: 1, role: 'CUSTOMER', tokenVersion: 0, ...overrides } as User;
}

function contextFor(options: AuthOptions | undefined, request: { headers: Record<string, string>; query?: Record<string, string> }) {
  const handler = () => undefined;
  if (options) Reflect.defineMetadata(AUTH_OPTIONS, options, handler);
  return {
    getHandler: () => handler,
    getClass: () => class Routes {},
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function guardFor(stored: User | null): AuthGuard {
  const clock = new Clock();
  const tickets = new StreamTickets(tokens, new MemoryRateLimitStore(clock));
  return new AuthGuard(
    new Reflector(),
    tokens,
    tickets,
    new SessionCheck({ findById: async () => stored } as unknown as UsersService, new SessionCache(clock), clock),
    {} as ApiKeyAdmission,
  );
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('AuthGuard', () => {
  const customer = user({ id: 1, role: 'CUSTOMER' });
  const admin = user({ id: 2, role: 'ADMIN' });
  const adminOnly: AuthOptions = { roles: ['ADMIN'] };

  it('lets public routes through without a token', async () => {
    await expect(guardFor(null).canActivate(contextFor(undefined, { headers: {} }))).resolves.toBe(true);
  });

  it('answers 401 without a token on a protected route', async () => {
    await expect(guardFor(customer).canActivate(contextFor({}, { headers: {} }))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('answers 403 for a customer token on an admin-only route, and lets the admin in', async () => {
    await expect(guardFor(customer).canActivate(contextFor(adminOnly, bearer(tokens.issue(customer))))).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    const request = bearer(tokens.issue(admin));
    await expect(guardFor(admin).canActivate(contextFor(adminOnly, request))).resolves.toBe(true);
    expect((request as unknown as { user: User }).user).toBe(admin);
  });

  it('judges the role by the stored user, not the token: a demoted admin gets 403', async () => {
    const token = tokens.issue(admin);
    await expect(
      guardFor(user({ id: admin.id, role: 'CUSTOMER' })).canActivate(contextFor(adminOnly, bearer(token))),
    ).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('answers 401 for a revoked token (older token version) and for a deleted user', async () => {
    const token = tokens.issue(customer);
    await expect(guardFor(user({ id: customer.id, tokenVersion: 1 })).canActivate(contextFor({}, bearer(token)))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    await expect(guardFor(null).canActivate(contextFor({}, bearer(token)))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('never reads a token from the URL; a stream route takes a one-use ?ticket= instead', async () => {
    const token = tokens.issue(customer);
    const guard = guardFor(customer);
    await expect(guard.canActivate(contextFor({ allowStreamTicket: true }, { headers: {}, query: { token } }))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );

    const session = tokens.verify(token)!;
    const { ticket } = tokens.issueStreamTicket(session);
    await expect(guard.canActivate(contextFor({}, { headers: {}, query: { ticket } }))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor({ allowStreamTicket: true }, { headers: {}, query: { ticket } }))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor({ allowStreamTicket: true }, { headers: {}, query: { ticket } }))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('never accepts a stream ticket as an access token', async () => {
    const { ticket } = tokens.issueStreamTicket(tokens.verify(tokens.issue(customer))!);
    await expect(guardFor(customer).canActivate(contextFor({}, bearer(ticket)))).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
