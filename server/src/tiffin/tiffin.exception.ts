import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The tiffin module's errors: plans, the schedule each serves, subscriptions and their meals. */
export const TIFFIN_ERRORS = {
  TIFFIN_PLAN_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Tiffin plan not found' },
  TIFFIN_PLAN_INVALID: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
  TIFFIN_PLAN_SCHEDULE_INVALID: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
  TIFFIN_PLAN_MEALS_RESERVED: {
    status: HttpStatus.CONFLICT,
    message: (cookDate: string) =>
      `Meals of ${cookDate} are already taken from another schedule's portions; that date's dish cannot change now.`,
  },
  TIFFIN_PLAN_CLOSED: { status: HttpStatus.CONFLICT, message: 'This plan is not taking subscribers.' },
  TIFFIN_PLAN_FULL: { status: HttpStatus.CONFLICT, message: 'This plan is full: it takes no more subscribers for now.' },
  TIFFIN_CHOICE_NOT_OFFERED: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
  TIFFIN_ALREADY_SUBSCRIBED: {
    status: HttpStatus.CONFLICT,
    message: 'You already have this plan for those dates: change or cancel that subscription instead.',
  },
  TIFFIN_NO_OPEN_DATE: { status: HttpStatus.CONFLICT, message: 'This plan has no cook date open to start from in the next two weeks.' },
  TIFFIN_PICKUP_SLOT_INVALID: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
  TIFFIN_SUBSCRIPTION_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Tiffin subscription not found' },
  TIFFIN_SUBSCRIPTION_CANCELLED: { status: HttpStatus.CONFLICT, message: 'This subscription is cancelled.' },
  TIFFIN_NOT_A_MEAL_DATE: { status: HttpStatus.BAD_REQUEST, message: (date: string) => `Your plan has no meal on ${date}.` },
  TIFFIN_SKIP_CLOSED: {
    status: HttpStatus.CONFLICT,
    message: (date: string, cutoff: string) => `The meal of ${date} could be changed until ${cutoff}; it is too late now.`,
  },
  TIFFIN_NO_PORTIONS: {
    status: HttpStatus.CONFLICT,
    message: (date: string) => `No portions are left for ${date}: that meal stays skipped.`,
  },
  TIFFIN_PAYMENT_INVALID: { status: HttpStatus.CONFLICT, message: (problem: string) => problem },
  TIFFIN_RENEWAL_NOT_OPEN: { status: HttpStatus.CONFLICT, message: (problem: string) => problem },
} satisfies ErrorCatalogue;

export const tiffinError = errorsOf(TIFFIN_ERRORS);
