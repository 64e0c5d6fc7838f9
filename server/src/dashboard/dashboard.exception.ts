import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const DASHBOARD_ERRORS = {
  COOK_DATE_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'cookDate must be a real calendar date as YYYY-MM-DD' },
} satisfies ErrorCatalogue;

export const dashboardError = errorsOf(DASHBOARD_ERRORS);
