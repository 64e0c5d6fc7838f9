import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiResponse } from '@nestjs/swagger';

/** Documents the react-admin list parameters and the Content-Range answer header. */
export function ApiListQuery(resource: string, sortFields: string[], filterExample: string) {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, description: `["field","ASC|DESC"], field one of ${sortFields.join(', ')}`, example: '["id","ASC"]' }),
    ApiQuery({ name: 'range', required: false, description: '[first,last] zero-based, inclusive', example: '[0,24]' }),
    ApiQuery({ name: 'filter', required: false, description: 'JSON object of filters', example: filterExample }),
    ApiHeader({ name: 'Authorization', required: true, description: 'Bearer <admin token>' }),
    ApiResponse({ status: 200, description: `Header Content-Range: ${resource} 0-24/319` }),
  );
}
