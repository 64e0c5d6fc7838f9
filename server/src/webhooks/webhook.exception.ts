import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const WEBHOOK_ERRORS = {
  WEBHOOK_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Webhook endpoint not found' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Webhook delivery not found' },
  WEBHOOK_URL_REFUSED: { status: HttpStatus.BAD_REQUEST, message: (why: string) => `The webhook URL was refused: ${why}` },
} satisfies ErrorCatalogue;

export const webhookError = errorsOf(WEBHOOK_ERRORS);
