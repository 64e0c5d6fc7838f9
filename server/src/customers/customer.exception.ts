import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const CUSTOMER_ERRORS = {
  CUSTOMER_NOT_FOUND: {
    status: HttpStatus.NOT_FOUND,
    message: (id: number) => `Customer ${id} was not found (only people who ordered are customers)`,
  },
} satisfies ErrorCatalogue;

export const customerError = errorsOf(CUSTOMER_ERRORS);
