import { BadRequestException, ParseIntPipe } from '@nestjs/common';

/** Parses a path id, answering 400 with a message naming the parameter when it is not a whole number. */
export function wholeNumberId(name = 'id'): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new BadRequestException(`${name} must be a whole number`) });
}
