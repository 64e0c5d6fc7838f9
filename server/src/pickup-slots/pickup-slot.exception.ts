import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The pickup slots module's errors. */
export const PICKUP_SLOT_ERRORS = {
  PICKUP_SLOT_REQUIRED: { status: HttpStatus.BAD_REQUEST, message: (date: string) => `Choose a pickup time for ${date}.` },
  PICKUP_SLOT_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: (date: string) => `That pickup time is not offered for ${date}; choose one of the times listed for your order.`,
  },
  PICKUP_SLOT_FULL: {
    status: HttpStatus.CONFLICT,
    message: (slot: string) => `The ${slot} pickup just filled up; please pick another time.`,
  },
  PICKUP_DATE_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'The cook date must be a real calendar date written as YYYY-MM-DD.' },
  PICKUP_PLAN_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: (date: string) => `No pickup slots are set for ${date}.` },
} satisfies ErrorCatalogue;

export const pickupSlotError = errorsOf(PICKUP_SLOT_ERRORS);
