import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from './domain-exception';

/**
 * Codes shared by every module: invalid input in general, and the codes the filter gives errors that
 * come from the framework or a library (an unknown route, a body too large) by their HTTP status.
 */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: { status: HttpStatus.BAD_REQUEST, message: (first: string) => first },
  INVALID_LIST_QUERY: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
  INVALID_ID: {
    status: HttpStatus.BAD_REQUEST,
    message: (name: string) => `${name} must be a positive whole number written plainly (like 42)`,
  },
  BAD_REQUEST: { status: HttpStatus.BAD_REQUEST, message: 'The request is invalid' },
  UNAUTHORIZED: { status: HttpStatus.UNAUTHORIZED, message: 'Please log in to continue.' },
  FORBIDDEN: { status: HttpStatus.FORBIDDEN, message: 'You do not have permission to do this.' },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Not found' },
  CONFLICT: { status: HttpStatus.CONFLICT, message: 'The request conflicts with the current state' },
  PAYLOAD_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'This content type is not accepted' },
  TOO_MANY_REQUESTS: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL_ERROR: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The service is unavailable. Please try again shortly.' },
  DATABASE_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The kitchen is briefly unavailable. Please try again in a few seconds.',
  },
} satisfies ErrorCatalogue;

/** Seconds a client is asked to wait (Retry-After) before retrying a request that met a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type CommonErrorCode = keyof typeof COMMON_ERRORS;

export const commonError = errorsOf(COMMON_ERRORS);

/** The code for an error the API did not raise itself, by its HTTP status. */
export function codeForStatus(status: number): CommonErrorCode {
  const byStatus: Partial<Record<number, CommonErrorCode>> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
