import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, Observable, of, switchMap, throwError } from 'rxjs';
import { IdempotencyService, requestFingerprint } from './idempotency.service';
import { IdempotentRequests } from './idempotent-requests.service';

const KEEPS_OWN_IDEMPOTENCY = 'keepsOwnIdempotency';

/** For a route that records its Idempotency-Key in its own transaction (placing an order): the interceptor stays out. */
export const KeepsOwnIdempotency = () => SetMetadata(KEEPS_OWN_IDEMPOTENCY, true);

type CallerRequest = FastifyRequest & { user?: { id: number }; apiKey?: { id: number } };

/** Whose keys these are: a key of one caller never answers another's request. */
function ownerOf(request: CallerRequest): string {
  if (request.apiKey) return `api-key:${request.apiKey.id}`;
  if (request.user) return `user:${request.user.id}`;
  return `address:${request.ip}`;
}

/**
 * Idempotency-Key on every POST: the first request with a key runs and its answer is kept for 24 hours; a retry with
 * the same key and body gets that answer again, marked `Idempotent-Replayed: true`, and changes nothing; the same key
 * with another body is refused (422), and one sent while the first still runs too (409).
 */
@Injectable()
export class IdempotentRequestsInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyService,
    private readonly requests: IdempotentRequests,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (request.method !== 'POST' || key === undefined) return next.handle();
    if (this.reflector.get<boolean>(KEEPS_OWN_IDEMPOTENCY, context.getHandler())) return next.handle();
    const owner = ownerOf(request);
    const requestHash = requestFingerprint({ path: request.url.split('?')[0], body: request.body ?? null });
    return from(this.requests.claim(owner, this.keys.validateKey(key), requestHash)).pipe(
      switchMap((claim) => {
        if (claim.kind === 'replay') {
          context.switchToHttp().getResponse<FastifyReply>().header('idempotent-replayed', 'true');
          return of(claim.answer);
        }
        return next.handle().pipe(
          switchMap((answer: unknown) => from(this.requests.answered(claim.id, answer).then(() => answer))),
          catchError((error: unknown) => from(this.requests.failed(claim.id)).pipe(switchMap(() => throwError(() => error)))),
        );
      }),
    );
  }
}
