import { HttpException, HttpStatus } from '@nestjs/common';

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

/** An error the API answers on purpose: the filter sends `{ success: false, code, message, errors? }`. */
export class DomainException extends HttpException {
  constructor(
    readonly code: string,
    status: HttpStatus,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message, status);
  }
}

/**
 * The one way a module raises its errors: `const orderError = errorsOf(ORDER_ERRORS)` and then
 * `throw orderError('ORDER_NOT_FOUND')`, with the details a message needs as further arguments.
 */
export function errorsOf<C extends ErrorCatalogue>(catalogue: C) {
  return <K extends keyof C & string>(code: K, ...details: DetailsOf<C[K]['message']>): DomainException => {
    const { status, message } = catalogue[code];
    const text = typeof message === 'function' ? (message as (...args: unknown[]) => string)(...details) : message;
    return new DomainException(code, status, text);
  };
}
