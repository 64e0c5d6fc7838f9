import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const PROMOTION_ERRORS = {
  PROMO_UNKNOWN: { status: HttpStatus.NOT_FOUND, message: (code: string) => `There is no code ${code}. Check the spelling and try again.` },
  PROMO_NOT_STARTED: { status: HttpStatus.CONFLICT, message: (code: string, from: string) => `The code ${code} can be used from ${from}.` },
  PROMO_EXPIRED: { status: HttpStatus.CONFLICT, message: (code: string, until: string) => `The code ${code} ended on ${until}.` },
  PROMO_MIN_ORDER: { status: HttpStatus.CONFLICT, message: (amount: string) => `This code needs an order of at least ${amount}.` },
  PROMO_FIRST_ORDER_ONLY: { status: HttpStatus.CONFLICT, message: 'This code is for a first order only.' },
  PROMO_USED_UP_FOR_YOU: {
    status: HttpStatus.CONFLICT,
    message: (limit: number) =>
      `You have already used this code ${limit === 1 ? 'once' : `${limit} times`}, which is as often as it allows.`,
  },
  PROMO_USED_UP: { status: HttpStatus.CONFLICT, message: 'This code has been used as many times as it allows.' },
  PROMO_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Promotion not found' },
  PROMO_CODE_TAKEN: { status: HttpStatus.CONFLICT, message: (code: string) => `There is already a promotion with the code ${code}.` },
  PROMO_INVALID: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
} satisfies ErrorCatalogue;

export const promotionError = errorsOf(PROMOTION_ERRORS);
