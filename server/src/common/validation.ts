import { ArgumentMetadata, BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import type { CodedError, FieldError } from './domain-exception';

export type { FieldError } from './domain-exception';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Thrown for a payload that fails its DTO; the filter answers 400 with every field's message. */
export class PayloadValidationException extends BadRequestException implements CodedError {
  readonly code = 'VALIDATION_FAILED';

  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? 'The request is invalid');
  }
}

/**
 * Path parameters reach their own pipes as written: IdPipe and wholeNumberId parse them strictly, while the
 * default conversion would first turn " 1", "+1" or "01" into 1 for any parameter typed as a number.
 */
class ValidationPipeKeepingPathText extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipeKeepingPathText({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new PayloadValidationException(flatten(errors)),
  });
}

/**
 * The field may be left out, but null is not a value for it (IsOptional would let null through to a column that
 * cannot hold it). Use for optional fields of non-nullable columns.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * Lets an update body carry the record's read-only fields, as react-admin's edit forms send the whole record back:
 * each named property is accepted when present and ignored (the service never reads it), documented as such.
 */
export function acceptReadOnly(dto: Type<unknown>, names: readonly string[]): void {
  for (const name of names) {
    IsOptional()(dto.prototype as object, name);
    ApiPropertyOptional({ description: 'Ignored (read-only)', type: Object })(dto.prototype as object, name);
  }
}
