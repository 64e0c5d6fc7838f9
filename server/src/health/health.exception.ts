import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const HEALTH_ERRORS = {
  DATABASE_DOWN: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is not answering' },
} satisfies ErrorCatalogue;

export const healthError = errorsOf(HEALTH_ERRORS);
