import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Reads the optional Idempotency-Key; documented once by @ApiHeader, where @Headers() would add a required duplicate. */
export const IdempotencyKeyHeader = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
});
