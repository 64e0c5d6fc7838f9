import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { PLAIN_RESPONSE, RESPONSE_MESSAGE } from './response-decorators';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Wraps every customer and public response in { success, message, data }. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PLAIN_RESPONSE, targets)) return next.handle();
    const message = this.reflector.getAllAndOverride<string>(RESPONSE_MESSAGE, targets) ?? 'OK';
    return next.handle().pipe(map((data): Envelope<unknown> => ({ success: true, message, data: data ?? null })));
  }
}
