import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The holds module's errors (refusals to hold a dish reuse the cart's: sold out, not enough left, closed). */
export const HOLD_ERRORS = {
  CART_EMPTY: { status: HttpStatus.BAD_REQUEST, message: 'Your cart is empty: add a dish before checking out.' },
} satisfies ErrorCatalogue;

export const holdError = errorsOf(HOLD_ERRORS);
