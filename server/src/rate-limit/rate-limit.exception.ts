import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const RATE_LIMIT_ERRORS = {
  RATE_LIMITED: { status: HttpStatus.TOO_MANY_REQUESTS, message: (wording: string) => wording },
} satisfies ErrorCatalogue;

export const rateLimitError = errorsOf(RATE_LIMIT_ERRORS);
