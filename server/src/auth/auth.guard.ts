import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyReply } from 'fastify';
import { ApiKeyAdmission } from '../api-keys/api-key-admission';
import { looksLikeApiKey } from '../api-keys/api-key-secret';
import { rateLimitHeaders } from '../common/rate-limit-headers';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions } from './auth.decorators';
import { SessionCheck } from './session-check';
import { StreamTickets } from './stream-tickets';
import { TokenPayload, TokenService } from './token.service';
import { authError } from './auth.exception';

function bearerToken(request: FastifyRequest): string | undefined {
  // The scheme name is case-insensitive (RFC 6750 via RFC 9110).
  const match = request.headers.authorization?.match(/^bearer +(\S+)\s*$/i);
  return match?.[1];
}

function streamTicket(request: FastifyRequest): string | undefined {
  const ticket = ((request.query ?? {}) as Record<string, unknown>).ticket;
  return typeof ticket === 'string' ? ticket : undefined;
}

/**
 * Global guard: routes marked @Auth() need a valid, unrevoked token (and the role, if named), or, on admin routes
 * that name their resource, an integrator's API key holding the scope the method needs.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly tickets: StreamTickets,
    private readonly sessions: SessionCheck,
    private readonly apiKeys: ApiKeyAdmission,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthOptions>(AUTH_OPTIONS, [context.getHandler(), context.getClass()]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (token && looksLikeApiKey(token)) {
      const { key, rateLimit } = await this.apiKeys.admit(token, options.resource, request.method);
      context.switchToHttp().getResponse<FastifyReply>().headers(rateLimitHeaders(rateLimit));
      request.apiKey = key;
      return true;
    }
    const session = await this.sessionOf(request, options);
    const user = await this.sessions.currentUser(session);
    if (!user) throw authError('SESSION_EXPIRED');
    if (options.roles && !options.roles.includes(user.role)) {
      throw authError('NOT_ALLOWED');
    }
    request.user = user;
    request.session = session;
    return true;
  }

  private async sessionOf(request: FastifyRequest, options: AuthOptions): Promise<TokenPayload> {
    const token = bearerToken(request);
    if (token) {
      const session = this.tokens.verify(token);
      if (!session) throw authError('SESSION_EXPIRED');
      return session;
    }
    const ticket = options.allowStreamTicket ? streamTicket(request) : undefined;
    if (!ticket) throw authError('LOGIN_REQUIRED');
    const session = await this.tickets.redeem(ticket);
    if (!session) throw authError('STREAM_TICKET_INVALID');
    return session;
  }
}
