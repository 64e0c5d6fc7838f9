import { applyDecorators, Type as Class } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateNested } from 'class-validator';

/**
 * A list of `item` objects, each validated: not a list, or an element that is not an object, is a 400 naming the
 * field. ValidateNested alone walks into a nested list as if it were the list itself, so `[[]]` passed validation
 * and reached the service as an element without fields (a 500). Put it lowest among the property's decorators, so
 * the list and its elements are checked before its size.
 */
export function IsListOf(item: () => Class<unknown>, field: string): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: `${field} must be a list` }),
    IsObject({ each: true, message: `each item of ${field} must be an object` }),
    ValidateNested({ each: true }),
    Type(item),
  );
}
