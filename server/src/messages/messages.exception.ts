import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const MESSAGE_ERRORS = {
  UNSUBSCRIBE_LINK_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This unsubscribe link is not valid. Sign in and choose what we send you under Profile > Notifications.',
  },
} satisfies ErrorCatalogue;

export const messageError = errorsOf(MESSAGE_ERRORS);
