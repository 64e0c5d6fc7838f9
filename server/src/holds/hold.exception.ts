import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The holds module's errors (refusals to hold a dish reuse the cart's, sold out, not enough left, closed, and the per-customer limit). */
export const HOLD_ERRORS = {
  CART_EMPTY: { status: HttpStatus.BAD_REQUEST, message: 'Your cart is empty: add a dish before checking out.' },
  HOLD_TIME_USED_UP: {
    status: HttpStatus.CONFLICT,
    message: (maxMinutes: number, waitMinutes: number) =>
      `Your portions were held for ${maxMinutes} minutes, the longest we hold them without an order. Place your order now (it takes the portions still left), or hold them again in ${waitMinutes} ${waitMinutes === 1 ? 'minute' : 'minutes'}.`,
  },
} satisfies ErrorCatalogue;

export const holdError = errorsOf(HOLD_ERRORS);
