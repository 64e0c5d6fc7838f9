import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ApiResource } from '../api-keys/api-key-scopes';
import type { ApiKey } from '../api-keys/api-key.entity';
import { API_KEY_ERRORS } from '../api-keys/api-key.exception';
import { ApiFailure } from '../common/api-envelope';
import { AUTH_ERRORS } from './auth.exception';
import type { Role, User } from '../users/user.entity';
import type { TokenPayload } from './token.service';

export const AUTH_OPTIONS = 'authOptions';

export interface AuthOptions {
  roles?: Role[];
  /** EventSource cannot send headers, so event streams also accept a one-use ?ticket= (see StreamTickets). */
  allowStreamTicket?: boolean;
  /**
   * The admin resource the route belongs to: an integrator's API key may call it when it holds the scope
   * `<resource>:read` (GET) or `<resource>:write` (any other method). Routes without one refuse API keys.
   */
  resource?: ApiResource;
}

/** The OpenAPI security scheme of API keys; the document gives each admin operation the scope it needs. */
export const API_KEY_SCHEME = 'apiKey';

/** Requires a valid token; with roles, one of them. */
export function Auth(options: AuthOptions = {}) {
  return applyDecorators(
    SetMetadata(AUTH_OPTIONS, options),
    ApiBearerAuth(),
    ApiFailure(AUTH_ERRORS, 'LOGIN_REQUIRED'),
    ...(options.roles ? [ApiFailure(AUTH_ERRORS, 'NOT_ALLOWED')] : []),
    ...(options.resource
      ? [
          ApiSecurity(API_KEY_SCHEME, [options.resource]),
          ApiFailure(API_KEY_ERRORS, 'API_KEY_SCOPE', 'This API key lacks the scope orders:read, which this call needs.'),
        ]
      : []),
  );
}

/** An admin route of `resource`: a signed-in admin, or an API key with the resource's scope for the method. */
export const AdminOnly = (resource: ApiResource) => Auth({ roles: ['ADMIN'], resource });

/** A person's session (user and token claims), or an integrator's key on an admin route. */
export type AuthenticatedRequest = FastifyRequest & { user: User; session: TokenPayload; apiKey?: ApiKey };

/** The session (token claims) of an @Auth() route's request: event streams check it again while they are open. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenPayload => context.switchToHttp().getRequest<AuthenticatedRequest>().session,
);

/** The signed-in user of an @Auth() route (routes reached by API keys have none). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/** The API key of the request, when an integrator's key (not a person) made it. */
export const CurrentApiKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ApiKey | undefined => context.switchToHttp().getRequest<AuthenticatedRequest>().apiKey,
);

/** Who acts on an admin route: the signed-in admin, or for an API key the admin who made the key. */
export const ActingAdminId = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return request.apiKey ? request.apiKey.createdBy : request.user.id;
});
