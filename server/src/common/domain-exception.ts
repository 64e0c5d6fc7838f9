import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/** A message, or how to word it from the details the thrower knows. */
export type ErrorMessage = string | ((...details: never[]) => string);

export interface ErrorDefinition {
  status: HttpStatus;
  message: ErrorMessage;
}

/** A module's errors: each stable code (what integrators branch on) with its status and wording. */
export type ErrorCatalogue = Record<string, ErrorDefinition>;

type DetailsOf<M> = M extends (...details: infer D) => string ? D : [];

/** What makes an error one the API answers on purpose: a stable code (and, for forms, the fields). */
export interface CodedError {
  readonly code: string;
  readonly fieldErrors?: FieldError[];
}

/** An HTTP exception with a code: the filter sends `{ success: false, code, message, errors? }`. */
export type DomainException = HttpException & CodedError;

export function isDomainException(error: unknown): error is DomainException {
  return error instanceof HttpException && typeof (error as Partial<CodedError>).code === 'string';
}

// Nest's own class for each status, so code that catches a NotFoundException (or tests that expect one) still can.
const NEST_EXCEPTIONS: Partial<Record<number, new (message: string) => HttpException>> = {
  [HttpStatus.BAD_REQUEST]: BadRequestException,
  [HttpStatus.UNAUTHORIZED]: UnauthorizedException,
  [HttpStatus.FORBIDDEN]: ForbiddenException,
  [HttpStatus.NOT_FOUND]: NotFoundException,
  [HttpStatus.CONFLICT]: ConflictException,
  [HttpStatus.UNPROCESSABLE_ENTITY]: UnprocessableEntityException,
  [HttpStatus.SERVICE_UNAVAILABLE]: ServiceUnavailableException,
};

export function domainException(code: string, status: HttpStatus, message: string): DomainException {
  const NestException = NEST_EXCEPTIONS[status];
  const exception = NestException ? new NestException(message) : new HttpException(message, status);
  return Object.assign(exception, { code });
}

/**
 * The one way a module raises its errors: `const orderError = errorsOf(ORDER_ERRORS)` and then
 * `throw orderError('ORDER_NOT_FOUND')`, with the details a message needs as further arguments.
 */
export function errorsOf<C extends ErrorCatalogue>(catalogue: C) {
  return <K extends keyof C & string>(code: K, ...details: DetailsOf<C[K]['message']>): DomainException => {
    const { status, message } = catalogue[code];
    const text = typeof message === 'function' ? (message as (...args: unknown[]) => string)(...details) : message;
    return domainException(code, status, text);
  };
}
