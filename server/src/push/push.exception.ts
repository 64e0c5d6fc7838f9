import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const PUSH_ERRORS = {
  PUSH_ENDPOINT_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message: (reason: string) => `endpoint must be the https address that the browser's push service gave: ${reason}`,
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: {
    status: HttpStatus.NOT_FOUND,
    message: 'Notifications are not on for this device in your account',
  },
} satisfies ErrorCatalogue;

export const pushError = errorsOf(PUSH_ERRORS);
