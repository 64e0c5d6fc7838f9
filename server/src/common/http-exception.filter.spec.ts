import type { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS } from './common.exception';
import { HttpExceptionFilter } from './http-exception.filter';

function answer(exception: unknown): { status?: number; headers: Record<string, string>; body?: unknown } {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    sent: false,
    status: (status: number) => ((sent.status = status), reply),
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    send: (body: unknown) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/api/v1/cart' }) }) };
  const filter = new HttpExceptionFilter();
  jest.spyOn(filter['logger'], 'warn').mockImplementation(() => undefined);
  jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
  filter.catch(exception, host as unknown as ArgumentsHost);
  return sent;
}

describe('HttpExceptionFilter', () => {
  it('answers an unreachable database with 503 DATABASE_UNAVAILABLE and Retry-After, not a 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    for (const exception of [
      refused,
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('timed out'), { code: 'DB_QUERY_TIMEOUT' })),
    ]) {
      const sent = answer(exception);
      expect(sent.status).toBe(503);
      expect(sent.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(sent.body).toEqual({ success: false, code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
    }
  });

  it('still answers other unexpected errors with a generic 500 and no Retry-After', () => {
    const sent = answer(new TypeError('x is undefined'));
    expect(sent.status).toBe(500);
    expect(sent.headers['retry-after']).toBeUndefined();
    expect(sent.body).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
