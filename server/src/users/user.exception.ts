import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const USER_ERRORS = {
  USER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'User not found' },
} satisfies ErrorCatalogue;

export const userError = errorsOf(USER_ERRORS);
