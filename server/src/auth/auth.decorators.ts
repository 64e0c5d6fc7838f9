import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiFailure } from '../common/api-envelope';
import { AUTH_ERRORS } from './auth.exception';
import type { FastifyRequest } from 'fastify';
import type { Role, User } from '../users/user.entity';
import type { TokenPayload } from './token.service';

export const AUTH_OPTIONS = 'authOptions';

export interface AuthOptions {
  roles?: Role[];
  /** EventSource cannot send headers, so event streams also accept a one-use ?ticket= (see StreamTickets). */
  allowStreamTicket?: boolean;
}

/** Requires a valid token; with roles, one of them. */
export function Auth(options: AuthOptions = {}) {
  return applyDecorators(
    SetMetadata(AUTH_OPTIONS, options),
    ApiBearerAuth(),
    ApiFailure(AUTH_ERRORS, 'LOGIN_REQUIRED'),
    ...(options.roles ? [ApiFailure(AUTH_ERRORS, 'NOT_ALLOWED')] : []),
  );
}

export const AdminOnly = () => Auth({ roles: ['ADMIN'] });

export type AuthenticatedRequest = FastifyRequest & { user: User; session: TokenPayload };

/** The session (token claims) of an @Auth() route's request: event streams check it again while they are open. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenPayload => context.switchToHttp().getRequest<AuthenticatedRequest>().session,
);

/** The signed-in user of an @Auth() route. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
