import { PipeTransform } from '@nestjs/common';
import { commonError } from './common.exception';
import { parsePathId } from './path-id';

/** Parses a path id, answering 400 with a message naming the parameter when it is not a plain positive whole number. */
export function wholeNumberId(name = 'id'): PipeTransform<string, number> {
  return {
    transform(value: string): number {
      const id = parsePathId(value);
      if (id === undefined) throw commonError('INVALID_ID', name);
      return id;
    },
  };
}
