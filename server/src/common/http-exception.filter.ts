import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { codeForStatus, COMMON_ERRORS, DATABASE_RETRY_AFTER_SECONDS } from './common.exception';
import { FieldError, isDomainException } from './domain-exception';
import { RateLimitState, rateLimitHeaders } from './rate-limit-headers';

export interface ErrorBody {
  success: false;
  /** Stable: integrators branch on it (docs/api.md lists every code). */
  code: string;
  message: string;
  errors?: FieldError[];
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/** Client errors carrying a status from a library (body parser, multipart) rather than Nest. */
function clientStatusOf(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Seconds a client waits before retrying when no exception says better: a 429 window, or a database coming back. */
const DEFAULT_RETRY_AFTER_SECONDS: Partial<Record<number, number>> = {
  [HttpStatus.TOO_MANY_REQUESTS]: 60,
  [HttpStatus.SERVICE_UNAVAILABLE]: DATABASE_RETRY_AFTER_SECONDS,
};

/** Retry-After for every 429 and 503: the exception's own wait (the rate limiter knows it) or the default. */
function retryAfterSeconds(exception: unknown, status: number): number | undefined {
  if (DEFAULT_RETRY_AFTER_SECONDS[status] === undefined) return undefined;
  const own = (exception as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof own === 'number' ? own : DEFAULT_RETRY_AFTER_SECONDS[status];
}

/** Turns every error into the envelope shape; unexpected errors are logged and answered generically. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception, request);
    if (reply.sent) return;
    const retryAfter = retryAfterSeconds(exception, status);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const rateLimit = (exception as { rateLimit?: RateLimitState } | undefined)?.rateLimit;
    if (rateLimit) reply.headers(rateLimitHeaders(rateLimit));
    reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  describe(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
    if (isDomainException(exception)) {
      const errors = exception.fieldErrors ? { errors: exception.fieldErrors } : {};
      return { status: exception.getStatus(), body: { success: false, code: exception.code, message: exception.message, ...errors } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: { success: false, code: codeForStatus(status), message: messageOf(exception) } };
    }
    const clientStatus = clientStatusOf(exception);
    if (clientStatus) {
      return { status: clientStatus, body: { success: false, code: codeForStatus(clientStatus), message: (exception as Error).message } };
    }
    if (isDatabaseUnavailable(exception)) {
      const { status, message } = COMMON_ERRORS.DATABASE_UNAVAILABLE;
      this.logger.warn(`${request.method} ${request.url} answered 503, the database is unavailable: ${(exception as Error).message}`);
      return { status, body: { success: false, code: 'DATABASE_UNAVAILABLE', message } };
    }
    this.logger.error(
      `${request.method} ${request.url} failed: ${(exception as Error)?.message ?? exception}`,
      (exception as Error)?.stack,
    );
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, code: 'INTERNAL_ERROR', message: COMMON_ERRORS.INTERNAL_ERROR.message },
    };
  }
}
