import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const CONTACT_ERRORS = {
  CONTACT_NOT_SENT: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'Could not send your message. Please try again.' },
} satisfies ErrorCatalogue;

export const contactError = errorsOf(CONTACT_ERRORS);
