import { applyDecorators, HttpStatus, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ErrorCatalogue } from './domain-exception';

/**
 * Documents an enveloped answer `{ success, message, data }` whose `data` is the given DTO, or an
 * array of it when passed as `[Dto]`. The one envelope helper: every customer and public endpoint
 * describes its response with it, so the OpenAPI document (and the SPAs' generated types) carry the DTO.
 */
export function ApiEnvelope(model: Type<unknown> | [Type<unknown>], options: { status?: HttpStatus; description?: string } = {}) {
  const dto = Array.isArray(model) ? model[0] : model;
  const data = Array.isArray(model) ? { type: 'array', items: { $ref: getSchemaPath(dto) } } : { $ref: getSchemaPath(dto) };
  return applyDecorators(
    ApiExtraModels(dto),
    ApiResponse({
      status: options.status ?? HttpStatus.OK,
      description: options.description,
      schema: {
        type: 'object',
        required: ['success', 'message', 'data'],
        properties: { success: { type: 'boolean', example: true }, message: { type: 'string' }, data },
      },
    }),
  );
}

/**
 * Documents an error answer by its code: the status and wording come from the module's catalogue;
 * a message worded from details needs an example.
 */
export function ApiFailure<C extends ErrorCatalogue>(catalogue: C, code: keyof C & string, example?: string) {
  const { status, message } = catalogue[code];
  const text = typeof message === 'string' ? message : example;
  return ApiResponse({ status, description: code, schema: { example: { success: false, code, message: text } } });
}
