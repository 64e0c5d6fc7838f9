import { ParseIntPipe } from '@nestjs/common';
import { commonError } from './common.exception';

/** Parses a path id, answering 400 with a message naming the parameter when it is not a whole number. */
export function wholeNumberId(name = 'id'): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => commonError('INVALID_ID', name) });
}
