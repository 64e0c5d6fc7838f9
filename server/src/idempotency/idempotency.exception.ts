import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The Idempotency-Key header's errors. */
export const IDEMPOTENCY_ERRORS = {
  IDEMPOTENCY_KEY_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Idempotency-Key must be 1 to 128 visible ASCII characters (a UUID is a good choice).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: HttpStatus.CONFLICT,
    message: 'A request with this Idempotency-Key is still being handled. Wait a moment and send it again.',
  },
} satisfies ErrorCatalogue;

export const idempotencyError = errorsOf(IDEMPOTENCY_ERRORS);
