import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const WAITLIST_ERRORS = {
  DISH_ORDERABLE: { status: HttpStatus.CONFLICT, message: 'This dish can be ordered now: add it to your cart instead.' },
} satisfies ErrorCatalogue;

export const waitlistError = errorsOf(WAITLIST_ERRORS);
