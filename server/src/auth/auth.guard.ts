import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../users/users.service';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions } from './auth.decorators';
import { TokenService } from './token.service';
import { authError } from './auth.exception';

function bearerToken(request: FastifyRequest, allowQuery: boolean): string | undefined {
  const header = request.headers.authorization;
  // The scheme name is case-insensitive (RFC 6750 via RFC 9110).
  const match = header?.match(/^bearer +(\S+)\s*$/i);
  if (match) return match[1];
  const query = (request.query ?? {}) as Record<string, unknown>;
  return allowQuery && typeof query.token === 'string' ? query.token : undefined;
}

/** Global guard: routes marked @Auth() need a valid, unrevoked token (and the role, if named). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthOptions>(AUTH_OPTIONS, [context.getHandler(), context.getClass()]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request, options.allowQueryToken ?? false);
    if (!token) throw authError('LOGIN_REQUIRED');
    const payload = this.tokens.verify(token);
    const userId = Number(payload?.sub);
    const user = payload && Number.isInteger(userId) ? await this.users.findById(userId) : null;
    if (!payload || !user || user.tokenVersion !== payload.ver) {
      throw authError('SESSION_EXPIRED');
    }
    if (options.roles && !options.roles.includes(user.role)) {
      throw authError('NOT_ALLOWED');
    }
    request.user = user;
    return true;
  }
}
