import { applyDecorators, HttpStatus, Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ErrorCatalogue } from './domain-exception';

/** The envelope every customer and public answer shares; `data` is added per operation. */
export class EnvelopeDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty()
  message!: string;
}

/** One invalid input: `field` is the property path with dots for nesting (`orderItems.0.quantity`). */
export class FieldErrorDto {
  @ApiProperty({ example: 'orderItems.0.quantity' })
  field!: string;

  @ApiProperty()
  message!: string;
}

/** Every error answer, admin endpoints included. */
export class ApiErrorDto {
  @ApiProperty({ enum: [false] })
  success!: boolean;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code!: string;

  @ApiProperty()
  message!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}

/**
 * A property that holds the DTO or null: `oneOf` the DTO and null, since OpenAPI 3.0 ignores `nullable` beside a
 * `$ref`. Generated clients read it as `Dto | null`. The class holding it lists the DTO in @ApiExtraModels.
 */
export function ApiNullableProperty(dto: Type<unknown>, description: string) {
  return ApiProperty({ description, oneOf: [{ $ref: getSchemaPath(dto) }, { type: 'object', nullable: true, enum: [null] }] });
}

type EnvelopeOptions = { status?: HttpStatus; description?: string; example?: unknown };

/**
 * Documents an enveloped answer `{ success, message, data }`: the generic envelope composed with the
 * given DTO, an array of it when passed as `[Dto]`, or `null` for answers that carry no data.
 */
export function ApiEnvelope(model: Type<unknown> | [Type<unknown>] | null, options: EnvelopeOptions = {}) {
  const dto = Array.isArray(model) ? model[0] : model;
  const data =
    dto === null
      ? { type: 'object', nullable: true, enum: [null], example: null }
      : Array.isArray(model)
        ? { type: 'array', items: { $ref: getSchemaPath(dto) } }
        : { $ref: getSchemaPath(dto) };
  const models = dto === null ? [EnvelopeDto] : [EnvelopeDto, dto];
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? HttpStatus.OK,
      description: options.description ?? '',
      schema: {
        allOf: [{ $ref: getSchemaPath(EnvelopeDto) }, { type: 'object', required: ['data'], properties: { data } }],
        ...(options.example === undefined ? {} : { example: options.example }),
      },
    }),
  );
}

/** Documents an enveloped answer whose `data` is one of several DTOs (which one depends on what was asked about). */
export function ApiEnvelopeOneOf(models: Type<unknown>[], options: Pick<EnvelopeOptions, 'description'> = {}) {
  const data = { oneOf: models.map((model) => ({ $ref: getSchemaPath(model) })) };
  return applyDecorators(
    ApiExtraModels(EnvelopeDto, ...models),
    ApiResponse({
      status: HttpStatus.OK,
      description: options.description ?? '',
      schema: { allOf: [{ $ref: getSchemaPath(EnvelopeDto) }, { type: 'object', required: ['data'], properties: { data } }] },
    }),
  );
}

/** Documents an error answer with the shared error schema and an example body. */
export function ApiErrorAnswer(status: HttpStatus, code: string, message?: string, errors?: FieldErrorDto[]) {
  return applyDecorators(
    ApiExtraModels(ApiErrorDto),
    ApiResponse({
      status,
      description: code,
      schema: { $ref: getSchemaPath(ApiErrorDto), example: { success: false, code, message, ...(errors ? { errors } : {}) } },
    }),
  );
}

/**
 * Documents an error answer by its code: the status and wording come from the module's catalogue;
 * a message worded from details needs an example.
 */
export function ApiFailure<C extends ErrorCatalogue>(catalogue: C, code: keyof C & string, example?: string) {
  const { status, message } = catalogue[code];
  return ApiErrorAnswer(status, code, typeof message === 'string' ? message : example);
}
