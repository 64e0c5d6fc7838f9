import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const PUSH_ERRORS = {
  PUSH_ENDPOINT_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message: "endpoint must be the https address that the browser's push service gave",
  },
} satisfies ErrorCatalogue;

export const pushError = errorsOf(PUSH_ERRORS);
