import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const SCHEDULE_ERRORS = {
  SCHEDULE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Menu schedule not found' },
  SCHEDULE_HAS_ORDERS: {
    status: HttpStatus.CONFLICT,
    message: 'This schedule has orders, so it cannot be deleted; set its status to CANCELLED instead.',
  },
  DISH_ALREADY_SCHEDULED: {
    status: HttpStatus.CONFLICT,
    message: (cookDate: string) => `This item is already scheduled on ${cookDate}. Choose another cook date, or change that schedule.`,
  },
} satisfies ErrorCatalogue;

export const scheduleError = errorsOf(SCHEDULE_ERRORS);

export const scheduleNotFound = () => scheduleError('SCHEDULE_NOT_FOUND');
