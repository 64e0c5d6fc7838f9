import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';
import { MAX_PORTIONS_PER_LINE } from './cart-limits';

/** Why a dish cannot go into a cart or an order, and the cart's own errors. */
export const CART_ERRORS = {
  SCHEDULE_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'This menu item cannot be ordered (invalid schedule).' },
  DISH_UNAVAILABLE: { status: HttpStatus.CONFLICT, message: (dish: string) => `${dish} is not available right now.` },
  ORDER_CUTOFF_PASSED: { status: HttpStatus.CONFLICT, message: (dish: string) => `Order cutoff time has passed for ${dish}.` },
  DISH_SOLD_OUT: { status: HttpStatus.CONFLICT, message: (dish: string) => `${dish} is sold out.` },
  NOT_ENOUGH_LEFT: {
    status: HttpStatus.CONFLICT,
    message: (dish: string, left: number, requested: number) =>
      `Only ${left} ${left === 1 ? 'portion' : 'portions'} of ${dish} left (you asked for ${requested}).`,
  },
  TOO_MANY_PORTIONS: {
    status: HttpStatus.BAD_REQUEST,
    message: (dish: string) => `You can order at most ${MAX_PORTIONS_PER_LINE} portions of ${dish} at once.`,
  },
  CART_LINE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This item is not in your cart.' },
} satisfies ErrorCatalogue;

export const cartError = errorsOf(CART_ERRORS);
