import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const DROP_ERRORS = {
  DROP_EMPTY: {
    status: HttpStatus.NOT_FOUND,
    message: (date: string) => `No dishes are scheduled on ${date}, so there is nothing to copy.`,
  },
  DROP_SAME_DAY: { status: HttpStatus.BAD_REQUEST, message: 'Pick another cook date to copy to: it is the same day.' },
  DROP_TARGET_PAST: { status: HttpStatus.BAD_REQUEST, message: (date: string) => `${date} has passed: copy to today or a later day.` },
} satisfies ErrorCatalogue;

export const dropError = errorsOf(DROP_ERRORS);
