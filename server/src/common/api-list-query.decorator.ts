import { applyDecorators, HttpStatus, Type } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { ApiErrorAnswer } from './api-envelope';

/** Documents the react-admin list parameters, the page of records and the Content-Range answer header. */
export function ApiListQuery(resource: string, record: Type<unknown>, sortFields: string[], filterExample: string) {
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: `["field","ASC|DESC"], field one of ${sortFields.join(', ')}`,
      example: '["id","ASC"]',
    }),
    ApiQuery({ name: 'range', required: false, description: '[first,last] zero-based, inclusive', example: '[0,24]' }),
    ApiQuery({ name: 'filter', required: false, description: 'JSON object of filters', example: filterExample }),
    ApiOkResponse({
      type: [record],
      description: `One page of ${resource}`,
      headers: { 'Content-Range': { description: `${resource} 0-24/319; an empty page is ${resource} */0`, schema: { type: 'string' } } },
    }),
    ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', `sort field must be one of ${sortFields.join(', ')}`),
  );
}
