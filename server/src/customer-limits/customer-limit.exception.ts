import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The per-customer limit's one error, answered by checkout holds and by orders alike. */
export const CUSTOMER_LIMIT_ERRORS = {
  PER_CUSTOMER_LIMIT: {
    status: HttpStatus.CONFLICT,
    message: (max: number, dish: string, already: number) =>
      already > 0
        ? `You can order at most ${max} ${dish} from this cook date; you already have ${already}.`
        : `You can order at most ${max} ${dish} from this cook date; lower it in your cart to ${max} to check out.`,
  },
} satisfies ErrorCatalogue;

export const customerLimitError = errorsOf(CUSTOMER_LIMIT_ERRORS);
